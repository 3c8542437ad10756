import { describe, expect, it } from 'vitest';

import { addMapSettings } from './map-settings';

const tiles = {
	mapbox: 'https://m/{style}/{z}/{x}/{y}?t={accessToken}',
	openstreetmap: 'https://o/{z}/{x}/{y}.png',
	satellite: 'https://s/{z}/{x}/{y}.png',
	terrain: 'https://t/{z}/{x}/{y}.png',
};

describe('addMapSettings', () => {
	it('gives each map the site’s provider, tile templates and public token, as the plugin renders them', () => {
		const root = document.createElement('div');
		root.innerHTML =
			'<div class="wp-block-blockyard-map" data-zoom="3"></div><p>text</p><div class="wp-block-blockyard-map"></div>';
		addMapSettings(root, { provider: 'openstreetmap', tiles, mapboxToken: 'pk.visitor-token' });
		const rendered = {
			provider: 'openstreetmap',
			tilesOpenstreetmap: tiles.openstreetmap,
			tilesMapbox: tiles.mapbox,
			tilesSatellite: tiles.satellite,
			tilesTerrain: tiles.terrain,
			mapboxToken: 'pk.visitor-token',
		};
		const maps = Array.from(root.querySelectorAll<HTMLElement>('.wp-block-blockyard-map'));
		expect(maps.map((map) => ({ ...map.dataset }))).toEqual([{ zoom: '3', ...rendered }, rendered]);
	});

	it('never puts a secret token in the page, and leaves out imagery the site has none of', () => {
		const root = document.createElement('div');
		root.innerHTML = '<div class="wp-block-blockyard-map"></div>';
		addMapSettings(root, {
			provider: 'mapbox',
			tiles: { mapbox: tiles.mapbox, openstreetmap: tiles.openstreetmap },
			mapboxToken: 'sk.secret-token-value',
		});
		const map = root.firstElementChild as HTMLElement;
		expect(map.dataset.mapboxToken).toBeUndefined();
		expect(map.dataset.tilesSatellite).toBeUndefined();
	});

	it('names the site’s visitors’ MapKit token route on a MapKit site’s maps, never a token', () => {
		const root = document.createElement('div');
		root.innerHTML = '<div class="wp-block-blockyard-map"></div>';
		addMapSettings(root, { provider: 'mapkit', tiles, mapboxToken: '' }, 'http://site.test/wp-json/');
		const map = root.firstElementChild as HTMLElement;
		expect(map.dataset.mapkitTokenUrl).toBe('http://site.test/wp-json/blockyard/v1/maps/mapkit-token');
		const keyless = document.createElement('div');
		keyless.innerHTML = '<div class="wp-block-blockyard-map"></div>';
		addMapSettings(
			keyless,
			{ provider: 'openstreetmap', tiles, mapboxToken: '' },
			'http://site.test/wp-json/'
		);
		expect((keyless.firstElementChild as HTMLElement).dataset.mapkitTokenUrl).toBeUndefined();
	});
});
