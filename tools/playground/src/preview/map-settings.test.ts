import { describe, expect, it } from 'vitest';

import { addMapSettings } from './map-settings';

describe('addMapSettings', () => {
	it('gives each map the site’s provider, tile templates and token, as the plugin renders them', () => {
		const root = document.createElement('div');
		root.innerHTML =
			'<div class="wp-block-blockyard-map" data-zoom="3"></div><p>text</p><div class="wp-block-blockyard-map"></div>';
		addMapSettings(
			root,
			{
				provider: 'openstreetmap',
				tiles: {
					mapbox: 'https://m/{style}/{z}/{x}/{y}?t={accessToken}',
					openstreetmap: 'https://o/{z}/{x}/{y}.png',
				},
			},
			'pk.token'
		);
		const maps = Array.from(root.querySelectorAll<HTMLElement>('.wp-block-blockyard-map'));
		expect(maps.map((map) => ({ ...map.dataset }))).toEqual([
			{
				zoom: '3',
				provider: 'openstreetmap',
				tilesOpenstreetmap: 'https://o/{z}/{x}/{y}.png',
				tilesMapbox: 'https://m/{style}/{z}/{x}/{y}?t={accessToken}',
				mapboxToken: 'pk.token',
			},
			{
				provider: 'openstreetmap',
				tilesOpenstreetmap: 'https://o/{z}/{x}/{y}.png',
				tilesMapbox: 'https://m/{style}/{z}/{x}/{y}?t={accessToken}',
				mapboxToken: 'pk.token',
			},
		]);
	});
});
