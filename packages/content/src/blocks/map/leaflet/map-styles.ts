import { LEAFLET_CSS } from './leaflet-css';

const STYLE_ID = 'blockyard-leaflet-css';

/**
 * Leaflet's stylesheet in `doc`, once: it comes with the map's code (the edit,
 * the visitor's script) rather than with the block's style, which every page
 * with the block would load, and reaches the editor's canvas iframe, which
 * does not copy stylesheets from the page around it.
 */
export function ensureMapStyles(doc: Document): void {
	if (doc.getElementById(STYLE_ID)) {
		return;
	}
	const style = doc.createElement('style');
	style.id = STYLE_ID;
	style.textContent = LEAFLET_CSS;
	doc.head.append(style);
}
