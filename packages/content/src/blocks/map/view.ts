// The map on a visitor's page: a Leaflet map drawn from the saved block, its places
// clustered, or MapKit's on a MapKit site; the saved list of places stays for screen
// readers. Loaded only on pages with a map; Leaflet (view-leaflet.ts) or MapKit only once the
// map comes near the viewport.
import { __ } from '@wordpress/i18n';

import { element, MAP_CLASS } from './class-names';
import { MIN_HEIGHT } from './constants';
import { chooseProvider } from './provider';
import type { MapProvider } from './types';
import { readSavedMap, type SavedMap } from './view-data';
import { whenNearViewport } from './view-near-viewport';
import { interactionFor, mapView } from './zoom';

/**
 * Mapbox draws the map only with a token and a template; MapKit only when the page names the
 * site's token route for it (and, should MapKit fail, the keyless tiles do); otherwise the
 * keyless tiles do.
 */
function providerFor(saved: SavedMap, cookie: string): MapProvider {
	const chosen = chooseProvider({ style: saved.style, cookie, siteSetting: saved.siteProvider });
	if (chosen === 'mapkit') {
		return saved.mapkitTokenUrl === '' ? 'openstreetmap' : 'mapkit';
	}
	return chosen === 'mapbox' && (saved.mapboxToken === '' || saved.tiles.mapbox === '')
		? 'openstreetmap'
		: chosen;
}

/**
 * Draws the interactive map of one saved `.wp-block-blockyard-map`, before its
 * list of places (which stays, visually hidden, for screen readers). The map's place (its
 * canvas, at the block's height) is laid out at once, and the map draws into it; the map's
 * code loads when the canvas comes near the viewport ({@link whenNearViewport}).
 *
 * @example
 * document.querySelectorAll('.wp-block-blockyard-map').forEach(startView);
 */
export function startView(root: HTMLElement): void {
	if (!root.classList.contains(MAP_CLASS)) {
		return;
	}
	const doc = root.ownerDocument;
	const saved = readSavedMap(root);
	const canvas = doc.createElement('div');
	canvas.className = element('canvas');
	canvas.style.height = `${String(saved.height ?? MIN_HEIGHT)}px`;
	canvas.setAttribute('role', 'region');
	canvas.setAttribute('aria-label', __('Map', 'blockyard'));
	root.prepend(canvas);
	whenNearViewport(canvas, () => drawMap(root, canvas, saved));
}

/** The map of `saved` in `canvas`, by the provider the site and the visitor choose. */
function drawMap(root: HTMLElement, canvas: HTMLElement, saved: SavedMap): void {
	const provider = providerFor(saved, root.ownerDocument.cookie);
	if (provider === 'mapkit') {
		// MapKit when the site's route gives a token and Apple's script loads; else, quietly
		// (the visitor still gets a map), the keyless one. MapKit's code is a chunk of its own,
		// which only a MapKit site's page loads.
		import('./mapkit/visitor')
			.then(({ drawVisitorMapkit }) =>
				drawVisitorMapkit(canvas, saved.mapkitTokenUrl, {
					markers: saved.markers,
					view: mapView(
						saved.markers.map((marker) => marker.coordinates),
						saved.center,
						saved.zoom
					),
					style: saved.style,
					markerColor: saved.markerColor,
					zoomEnabled: interactionFor(saved.markers.length, saved.scrollToZoom).zoomControl,
				})
			)
			.then(
				() => {
					canvas.classList.add(element('canvas--mapkit'));
					root.classList.add('is-interactive');
				},
				() => drawLeaflet(root, canvas, saved, 'openstreetmap')
			);
		return;
	}
	drawLeaflet(root, canvas, saved, provider);
}

/**
 * The Leaflet map of `saved` in `canvas`, its tiles the `provider`'s: Leaflet is a chunk of its
 * own (`view-leaflet.ts`). Should it not load (the visitor went offline), the empty canvas goes
 * and the list of places stays as the map's content.
 */
function drawLeaflet(
	root: HTMLElement,
	canvas: HTMLElement,
	saved: SavedMap,
	provider: Exclude<MapProvider, 'mapkit'>
): void {
	import('./view-leaflet').then(
		({ drawLeaflet: draw }) => draw(root, canvas, saved, provider),
		() => canvas.remove()
	);
}
