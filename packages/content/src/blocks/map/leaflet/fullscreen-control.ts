import * as L from 'leaflet';

import { element } from '../class-names';

export interface FullscreenLabels {
	readonly enter: string;
	readonly exit: string;
}

/** A button in the map's corner that shows the map on the whole screen, and back. */
export function fullscreenControl(container: HTMLElement, labels: FullscreenLabels): L.Control {
	const control = new L.Control({ position: 'topright' });
	control.onAdd = () => {
		const wrapper = L.DomUtil.create('div', `leaflet-bar ${element('fullscreen')}`);
		const button = L.DomUtil.create('button', '', wrapper);
		button.type = 'button';
		const doc = container.ownerDocument;
		const label = () => (doc.fullscreenElement === container ? labels.exit : labels.enter);
		const sync = () => {
			button.setAttribute('aria-label', label());
			button.title = label();
			button.setAttribute('aria-pressed', String(doc.fullscreenElement === container));
		};
		button.innerHTML =
			'<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M4 9V4h5v2H6v3H4zm11-5h5v5h-2V6h-3V4zM6 15v3h3v2H4v-5h2zm12 0h2v5h-5v-2h3v-3z"/></svg>';
		sync();
		L.DomEvent.disableClickPropagation(wrapper);
		L.DomEvent.on(button, 'click', () => {
			if (doc.fullscreenElement === container) {
				void doc.exitFullscreen?.();
			} else {
				void container.requestFullscreen?.();
			}
		});
		doc.addEventListener('fullscreenchange', sync);
		control.onRemove = () => doc.removeEventListener('fullscreenchange', sync);
		return wrapper;
	};
	return control;
}
