// The map on a visitor's page: a Leaflet map drawn from the saved block, its places
// clustered, or MapKit's on a MapKit site; the saved list of places stays for screen
// readers. Loaded only on pages with a map.
import { __, _n, sprintf } from '@wordpress/i18n';

import { element, MAP_CLASS } from './class-names';
import { MIN_HEIGHT } from './constants';
import { createMap } from './leaflet/create-map';
import { chooseProvider } from './provider';
import { tileLayer } from './tiles';
import type { MapProvider } from './types';
import { readSavedMap, type SavedMap } from './view-data';
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
 * Draws the interactive map of one saved `.wp-block-blockyard-map`, before its
 * list of places (which stays, visually hidden, for screen readers).
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

	const provider = providerFor(saved, doc.cookie);
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

/** The Leaflet map of `saved` in `canvas`, its tiles the `provider`'s. */
function drawLeaflet(
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
