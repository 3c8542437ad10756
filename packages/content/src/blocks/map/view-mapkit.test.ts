import { getSaveContent } from '@wordpress/blocks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { MAPKIT_SCRIPT_URL } from './mapkit/library';
import { standInMapkit } from './mapkit/test/stand-in-mapkit';
import { layOutElements } from './test/layout';
import { MAP_BLOCK_NAME, registerMapBlock } from './index';
import type { MapAttributes } from './types';
import { startView } from './view';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJzaXRlIn0.c2lnbmF0dXJl';
const ROUTE = '/wp-json/blockyard/v1/maps/mapkit-token';
const TILES = 'http://tiles.test/osm/{z}/{x}/{y}.png';

const LISBON = {
	id: 'place.lisbon',
	title: 'Our shop',
	placeTitle: '',
	caption: 'Rua Augusta 1',
	coordinates: { latitude: 38.7223, longitude: -9.1393 },
};

/** A saved map as a MapKit site renders it for visitors: the token route's address, no token. */
function mapkitSiteMap(attributes: Partial<MapAttributes> = {}, tokenUrl = ROUTE): HTMLElement {
	const holder = document.createElement('div');
	holder.innerHTML = getSaveContent(MAP_BLOCK_NAME, { points: [LISBON], ...attributes });
	const root = holder.firstElementChild as HTMLElement;
	root.dataset.provider = 'mapkit';
	root.dataset.tilesOpenstreetmap = TILES;
	root.dataset.mapkitTokenUrl = tokenUrl;
	document.body.append(holder);
	return root;
}

/** The site's token route: answers `body` with `status`, and records who asked. */
function stubTokenRoute(status = 200, body: unknown = { wpcom_mapkit_access_token: TOKEN }) {
	const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
		Promise.resolve(
			new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
		)
	);
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

const tileSources = (root: HTMLElement) =>
	Array.from(root.querySelectorAll<HTMLImageElement>('img.leaflet-tile')).map((tile) => tile.src);
const mapkitScript = () => document.querySelector<HTMLScriptElement>('script#blockyard-mapkit-js');

let restoreLayout: () => void = () => undefined;
beforeAll(() => registerMapBlock());
beforeEach(() => {
	restoreLayout = layOutElements();
	// Without IntersectionObserver every map starts at once (happy-dom's never reports).
	vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
	restoreLayout();
	vi.unstubAllGlobals();
	Reflect.deleteProperty(window, 'mapkit');
	document.head.querySelectorAll('script').forEach((script) => script.remove());
	document.body.innerHTML = '';
});

describe('a MapKit site’s map on a visitor’s page', () => {
	it('is drawn by MapKit, started with the token from the site’s route, with the markers, style and zoom', async () => {
		const mapkit = standInMapkit();
		Object.assign(window, { mapkit });
		const fetchMock = stubTokenRoute();
		const root = mapkitSiteMap({ mapStyle: 'satellite', zoom: 9 });
		startView(root);
		await vi.waitFor(() => expect(mapkit.maps).toHaveLength(1));
		const [map] = mapkit.maps;
		expect(new URL(String(fetchMock.mock.calls[0]?.[0])).pathname).toBe(ROUTE);
		expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
		expect(map?.parent.parentElement).toBe(root);
		expect(map?.mapType).toBe('hybrid');
		expect(map?.annotations.map((annotation) => [annotation.title, annotation.subtitle])).toEqual([
			['Our shop', 'Rua Augusta 1'],
		]);
		expect(map?.region).toMatchObject({ center: { latitude: 38.7223, longitude: -9.1393 } });
		await expect(mapkit.authorize()).resolves.toBe(TOKEN);
		expect(root.querySelector('.leaflet-container')).toBeNull();
		expect(root.querySelector('.wp-block-blockyard-map__place-title')?.textContent).toBe('Our shop');
		expect(root.classList.contains('is-interactive')).toBe(true);
	});

	it('asks Apple’s CDN for MapKit JS once the token came, and draws with it when it loads', async () => {
		stubTokenRoute();
		const root = mapkitSiteMap();
		startView(root);
		await vi.waitFor(() => expect(mapkitScript()).not.toBeNull());
		expect(mapkitScript()?.src).toBe(MAPKIT_SCRIPT_URL);
		const mapkit = standInMapkit();
		Object.assign(window, { mapkit });
		mapkitScript()?.dispatchEvent(new Event('load'));
		await vi.waitFor(() => expect(mapkit.maps).toHaveLength(1));
		expect(root.querySelector('.leaflet-container')).toBeNull();
	});

	it('falls back to the keyless map, quietly, when Apple’s script cannot load', async () => {
		stubTokenRoute();
		const errors = vi.spyOn(console, 'error');
		const root = mapkitSiteMap();
		startView(root);
		await vi.waitFor(() => expect(mapkitScript()).not.toBeNull());
		mapkitScript()?.dispatchEvent(new Event('error'));
		await vi.waitFor(() => expect(tileSources(root)[0]).toMatch(/^http:\/\/tiles\.test\/osm\//));
		expect(errors).not.toHaveBeenCalled();
	});

	it('falls back to the keyless map, asking nothing of Apple, when the route gives no token', async () => {
		for (const [status, body] of [
			[
				503,
				{
					code: 'mapkit_error',
					message: 'Failed to retrieve a Mapkit API token. Please try refreshing.',
				},
			],
			[200, { token: 'not the shape' }],
		] as const) {
			stubTokenRoute(status, body);
			const root = mapkitSiteMap();
			startView(root);
			await vi.waitFor(() => expect(tileSources(root)[0]).toMatch(/^http:\/\/tiles\.test\/osm\//));
			expect(mapkitScript()).toBeNull();
			document.body.innerHTML = '';
		}
	});

	it('asks no other origin for a token: a route elsewhere is not used, and the keyless map is drawn', async () => {
		const fetchMock = stubTokenRoute();
		const root = mapkitSiteMap({}, 'https://elsewhere.test/wp-json/blockyard/v1/maps/mapkit-token');
		startView(root);
		await vi.waitFor(() => expect(tileSources(root)[0]).toMatch(/^http:\/\/tiles\.test\/osm\//));
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
