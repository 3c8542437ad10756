// The map block's PHP (plugin/includes/maps.php, map-block.php) outside WordPress, through `php`
// and test/php/map-block.php: the one map setting the editor and the visitor's page read, and
// what the render filter adds to a visitor's map so it draws the author's style.
import { describe, expect, it } from 'vitest';

import { runPhp, wordPressHtmlApi } from './test/php';

const wpIncludes = wordPressHtmlApi();

interface Settings {
	readonly provider: string;
	readonly tiles: Record<string, string>;
	readonly mapboxToken: string;
}

interface Answer {
	readonly settings: Settings;
	readonly renders: string[];
	readonly sanitized: Record<string, unknown>;
}

interface Request {
	readonly option?: unknown;
	readonly tilesRoot?: string;
	readonly filteredToken?: unknown;
	readonly renders?: readonly string[];
}

const run = (request: Request) => runPhp<Answer>('map-block.php', request, [wpIncludes]);

const MAP = '<div class="wp-block-blockyard-map" data-map-style="satellite"><ul></ul></div>';
const ROOT = 'http://127.0.0.1:8787/';

describe('the map’s site setting in PHP', () => {
	it('starts keyless, with keyless satellite and terrain imagery only where the tiles root gives some', () => {
		expect(run({ tilesRoot: ROOT }).settings).toEqual({
			provider: 'openstreetmap',
			tiles: {
				mapbox: `${ROOT}blockyard/tiles/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}`,
				openstreetmap: `${ROOT}blockyard/tiles/openstreetmap/{z}/{x}/{y}.png`,
				satellite: `${ROOT}blockyard/tiles/keyless/satellite/{z}/{x}/{y}.png`,
				terrain: `${ROOT}blockyard/tiles/keyless/terrain/{z}/{x}/{y}.png`,
			},
			mapboxToken: '',
		});
		expect(Object.keys(run({}).settings.tiles)).toEqual(['mapbox', 'openstreetmap']);
	});

	it('keeps a public Mapbox token, never a secret one', () => {
		expect(run({ option: { mapbox_token: 'pk.visitors-token' } }).settings.mapboxToken).toBe(
			'pk.visitors-token'
		);
		expect(run({ option: { mapbox_token: 'sk.secret-token-value' } }).settings.mapboxToken).toBe('');
		expect(run({ option: { mapbox_token: 'sk.secret-token-value' } }).sanitized).not.toHaveProperty(
			'mapbox_token'
		);
	});
});

describe('the map on a visitor’s page', () => {
	it('gets the provider, every tile template the site has and its public token', () => {
		const [html] = run({
			tilesRoot: ROOT,
			option: { provider: 'mapbox', mapbox_token: 'pk.visitors-token' },
			renders: [MAP],
		}).renders;
		expect(html).toContain('data-provider="mapbox"');
		expect(html).toContain(
			`data-tiles-satellite="${ROOT}blockyard/tiles/keyless/satellite/{z}/{x}/{y}.png"`
		);
		expect(html).toContain(`data-tiles-terrain="${ROOT}blockyard/tiles/keyless/terrain/{z}/{x}/{y}.png"`);
		expect(html).toContain('data-mapbox-token="pk.visitors-token"');
	});

	it('prints no token when the site has none, and never a secret one a filter gives', () => {
		expect(run({ tilesRoot: ROOT, renders: [MAP] }).renders[0]).not.toContain('data-mapbox-token');
		expect(
			run({ tilesRoot: ROOT, filteredToken: 'sk.secret-token-value', renders: [MAP] }).renders[0]
		).not.toContain('data-mapbox-token');
	});
});
