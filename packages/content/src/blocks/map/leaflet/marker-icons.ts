import * as L from 'leaflet';

import { element } from '../class-names';
import { markerColor } from '../marker-color';

const PIN_WIDTH = 32;
const PIN_HEIGHT = 40;

/** A pin in the marker colour (validated: six hex digits, or the default red). */
export function pinIcon(color: string): L.DivIcon {
	const fill = markerColor(color);
	return L.divIcon({
		className: element('marker'),
		html: `<svg viewBox="0 0 32 40" width="${PIN_WIDTH}" height="${PIN_HEIGHT}" aria-hidden="true" focusable="false"><path fill="${fill}" stroke="#fff" stroke-width="1.5" d="M16 1C7.7 1 1 7.6 1 15.7 1 26.9 16 39 16 39s15-12.1 15-23.3C31 7.6 24.3 1 16 1z"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`,
		iconSize: [PIN_WIDTH, PIN_HEIGHT],
		iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
		popupAnchor: [0, -PIN_HEIGHT + 4],
	});
}

/** A round badge with the number of places a cluster holds, sized by that number. */
export function clusterIcon(count: number): L.DivIcon {
	const size = count < 10 ? 32 : count < 100 ? 40 : 48;
	return L.divIcon({
		className: element('cluster'),
		html: `<span aria-hidden="true">${String(count)}</span>`,
		iconSize: [size, size],
		iconAnchor: [size / 2, size / 2],
	});
}
