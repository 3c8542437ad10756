import { getSaveContent } from '@wordpress/blocks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { layOutElements } from './test/layout';
import { MAP_BLOCK_NAME, registerMapBlock } from './index';
import type { MapAttributes, MapMarker } from './types';
import { readSavedMap } from './view-data';
import { startView } from './view';

const marker = (
	id: number,
	latitude: number,
	longitude: number,
	title = `Place ${String(id)}`
): MapMarker => ({
	id: `m${String(id)}`,
	title,
	placeTitle: '',
	caption: id === 1 ? 'The first' : '',
	coordinates: { latitude, longitude },
});

/** The saved block as a visitor's page has it, with the attributes a server adds when rendering it. */
function savedMap(attributes: Partial<MapAttributes>, rendered: Record<string, string> = {}): HTMLElement {
	const holder = document.createElement('div');
	holder.innerHTML = getSaveContent(MAP_BLOCK_NAME, attributes);
	const root = holder.firstElementChild as HTMLElement;
	for (const [name, value] of Object.entries(rendered)) {
		root.setAttribute(name, value);
	}
	document.body.append(holder);
	return root;
}

/** Starts the view on `root`, and waits for its map: Leaflet is a chunk the view loads. */
async function startedView(root: HTMLElement): Promise<void> {
	startView(root);
	await vi.waitFor(() => expect(root.classList.contains('is-interactive')).toBe(true));
}

const tileSources = (root: HTMLElement) =>
	Array.from(root.querySelectorAll<HTMLImageElement>('img.leaflet-tile')).map((tile) => tile.src);

let restoreLayout: () => void = () => undefined;
beforeAll(() => registerMapBlock());
beforeEach(() => {
	restoreLayout = layOutElements();
	// Without IntersectionObserver every map loads at once (happy-dom's never reports); the
	// loading near the viewport has tests of its own (view-near-viewport.test.ts).
	vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
	vi.unstubAllGlobals();
	restoreLayout();
	document.body.innerHTML = '';
	document.cookie = 'map_provider=; max-age=0';
});

describe('readSavedMap', () => {
	it('reads the places back from the list, and the settings from the data attributes', () => {
		const root = savedMap(
			{
				points: [marker(1, 38.72, -9.14, 'Lisbon')],
				zoom: 9,
				mapStyle: 'terrain',
				markerColor: '#00aa11',
				mapHeight: 600,
				mapCenter: { lng: 1, lat: 2 },
				showFullscreenButton: false,
			},
			{ 'data-provider': 'mapbox', 'data-mapbox-token': 'pk.visitor-token' }
		);
		expect(readSavedMap(root)).toMatchObject({
			markers: [
				{
					id: 'm1',
					title: 'Lisbon',
					caption: 'The first',
					coordinates: { latitude: 38.72, longitude: -9.14 },
				},
			],
			style: 'terrain',
			zoom: 9,
			center: { lng: 1, lat: 2 },
			markerColor: '#00aa11',
			scrollToZoom: false,
			showFullscreenButton: false,
			height: 600,
			siteProvider: 'mapbox',
			mapboxToken: 'pk.visitor-token',
			tiles: {
				openstreetmap: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
				mapbox: '',
				satellite: '',
				terrain: '',
			},
		});
	});

	it('reads tile templates only as image addresses: a script or another spelling of one is not used', () => {
		const root = savedMap(
			{ points: [marker(1, 38.72, -9.14, 'Lisbon')] },
			{
				'data-tiles-openstreetmap': 'javascript:alert(1)//{z}/{x}/{y}',
				'data-tiles-mapbox': '//evil.example/{z}/{x}/{y}?t={accessToken}',
				'data-tiles-satellite': 'data:image/png,{z}{x}{y}',
			}
		);
		expect(readSavedMap(root).tiles).toEqual({
			openstreetmap: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
			mapbox: '',
			satellite: '',
			terrain: '',
		});
	});

	it('takes only a public Mapbox token from the page, never a secret one', () => {
		const root = savedMap({}, { 'data-mapbox-token': 'sk.secret-token-value' });
		expect(readSavedMap(root).mapboxToken).toBe('');
	});
});

describe('the visitor’s map', () => {
	it('draws an interactive map before the list, which stays for screen readers', async () => {
		const root = savedMap(
			{ points: [marker(1, 38.72, -9.14, 'Lisbon'), marker(2, 41.15, -8.61, 'Porto')] },
			{ 'data-tiles-openstreetmap': 'http://tiles.test/osm/{z}/{x}/{y}.png' }
		);
		await startedView(root);

		const canvas = root.firstElementChild as HTMLElement;
		expect(canvas.classList.contains('leaflet-container')).toBe(true);
		expect(canvas.getAttribute('aria-label')).toBe('Map');
		expect(root.classList.contains('is-interactive')).toBe(true);
		expect(root.querySelectorAll('li')).toHaveLength(2);
		expect(tileSources(root)[0]).toMatch(/^http:\/\/tiles\.test\/osm\/\d+\/\d+\/\d+\.png$/);
		const markers = Array.from(root.querySelectorAll('[role="button"][aria-label]')).map((button) =>
			button.getAttribute('aria-label')
		);
		expect(markers).toEqual(expect.arrayContaining(['Lisbon', 'Porto']));
		// Two markers: the map fits them, with no zoom control.
		expect(root.querySelector('.leaflet-control-zoom')).toBeNull();
		expect(root.querySelector('button[aria-label="View fullscreen"]')).not.toBeNull();
	});

	it('opens a place’s popup with its title and caption on a click', async () => {
		const root = savedMap({ points: [marker(1, 38.72, -9.14, '<b>Lisbon</b>')] });
		await startedView(root);
		(root.querySelector('[aria-label="<b>Lisbon</b>"]') as HTMLElement).click();
		const popup = root.querySelector('.leaflet-popup-content');
		expect(popup?.textContent).toBe('<b>Lisbon</b>The first');
		expect(popup?.querySelector('b')).toBeNull();
	});

	it('draws Mapbox’s tiles when the page gives its template and token, the keyless ones otherwise', async () => {
		const withToken = savedMap(
			{ points: [marker(1, 38.72, -9.14)], mapStyle: 'terrain' },
			{
				'data-tiles-mapbox': 'http://tiles.test/mb/{style}/{z}/{x}/{y}?access_token={accessToken}',
				'data-mapbox-token': 'pk.visitor-token',
			}
		);
		await startedView(withToken);
		expect(tileSources(withToken)[0]).toMatch(
			/\/mb\/outdoors-v12\/\d+\/\d+\/\d+\?access_token=pk\.visitor-token$/
		);

		const withoutToken = savedMap({ points: [marker(1, 38.72, -9.14)], mapStyle: 'terrain' });
		await startedView(withoutToken);
		expect(tileSources(withoutToken)[0]).toMatch(/^https:\/\/tile\.openstreetmap\.org\//);
	});

	it('draws the author’s satellite and terrain styles with the site’s keyless imagery when Mapbox cannot', async () => {
		const rendered = {
			'data-provider': 'openstreetmap',
			'data-tiles-openstreetmap': 'http://tiles.test/osm/{z}/{x}/{y}.png',
			'data-tiles-satellite': 'http://tiles.test/sat/{z}/{x}/{y}.png',
			'data-tiles-terrain': 'http://tiles.test/ter/{z}/{x}/{y}.png',
		};
		const satellite = savedMap({ points: [marker(1, 38.72, -9.14)], mapStyle: 'satellite' }, rendered);
		await startedView(satellite);
		expect(tileSources(satellite)[0]).toMatch(/^http:\/\/tiles\.test\/sat\/\d+\/\d+\/\d+\.png$/);
		// Terrain is Mapbox's; with no token for visitors the keyless terrain imagery stands in.
		const terrain = savedMap({ points: [marker(1, 38.72, -9.14)], mapStyle: 'terrain' }, rendered);
		await startedView(terrain);
		expect(tileSources(terrain)[0]).toMatch(/^http:\/\/tiles\.test\/ter\//);
	});

	it('draws a MapKit site’s map with the keyless tiles, loading no MapKit, when the page names no token route', async () => {
		const root = savedMap(
			{ points: [marker(1, 38.72, -9.14)] },
			{ 'data-provider': 'mapkit', 'data-tiles-openstreetmap': 'http://tiles.test/osm/{z}/{x}/{y}.png' }
		);
		await startedView(root);
		expect(tileSources(root)[0]).toMatch(/^http:\/\/tiles\.test\/osm\//);
		expect(document.querySelector('script[src*="apple-mapkit"]')).toBeNull();
	});

	it('draws a thousand places as a few dozen clusters and markers', async () => {
		const points = Array.from({ length: 1000 }, (_, i) =>
			marker(i, 36 + Math.floor(i / 40) * 0.6, -9 + (i % 40) * 0.5)
		);
		const root = savedMap({ points });
		await startedView(root);
		const drawn = root.querySelectorAll('.leaflet-marker-icon');
		expect(drawn.length).toBeGreaterThan(0);
		expect(drawn.length).toBeLessThan(100);
		const clusters = Array.from(root.querySelectorAll('.wp-block-blockyard-map__cluster'));
		const counted = clusters.reduce((sum, cluster) => sum + Number(cluster.textContent), 0);
		expect(counted + (drawn.length - clusters.length)).toBe(1000);
		expect(clusters[0]?.getAttribute('aria-label')).toMatch(/^\d+ places$/);
	});
});
