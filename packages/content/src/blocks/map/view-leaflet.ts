// The Leaflet map on a visitor's page, a chunk of its own: the view loads it (and with it
// Leaflet, its clusters and their styles) only once the map comes near the viewport.
import { __, _n, sprintf } from '@wordpress/i18n';

import { createMap } from './leaflet/create-map';
import { tileLayer } from './tiles';
import type { MapProvider } from './types';
import type { SavedMap } from './view-data';
import { interactionFor, mapView } from './zoom';

/** The popup of a place: its title and caption, as text. */
function popupContent(doc: Document, title: string, caption: string): HTMLElement {
	const content = doc.createElement('div');
	const heading = doc.createElement('strong');
	heading.textContent = title;
	content.append(heading);
	if (caption !== '') {
		const line = doc.createElement('div');
		line.textContent = caption;
		content.append(line);
	}
	return content;
}

/**
 * The Leaflet map of `saved` in `canvas`, its tiles the `provider`'s: the map is made first
 * and its tile layer added to it, so the tiles are asked for only for the view it shows.
 */
export function drawLeaflet(
	root: HTMLElement,
	canvas: HTMLElement,
	saved: SavedMap,
	provider: Exclude<MapProvider, 'mapkit'>
): void {
	const doc = root.ownerDocument;
	const controller = createMap(canvas, {
		markers: saved.markers,
		view: mapView(
			saved.markers.map((marker) => marker.coordinates),
			saved.center,
			saved.zoom
		),
		tiles: tileLayer(provider, { style: saved.style, accessToken: saved.mapboxToken }, saved.tiles),
		interaction: interactionFor(saved.markers.length, saved.scrollToZoom),
		markerColor: saved.markerColor,
		fullscreenButton: saved.showFullscreenButton,
		labels: {
			enter: __('View fullscreen', 'blockyard'),
			exit: __('Exit fullscreen', 'blockyard'),
			cluster: (count) =>
				/* translators: %d: the number of places a cluster on the map holds. */
				sprintf(_n('%d place', '%d places', count, 'blockyard'), count),
		},
		onMarkerClick: (marker) =>
			controller.openPopup(
				marker,
				popupContent(doc, marker.title || marker.placeTitle, marker.caption)
			),
	});
	root.classList.add('is-interactive');
}
