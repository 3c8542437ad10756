import {
	mapGeocodeSchema,
	mapboxKeySchema,
	mapkitTokenSchema,
	mapSettingsSchema,
} from '@blockyard/api-client';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';

import { PLATFORM_MAPBOX_KEY } from '../../data/map-keys';
import { gazetteer } from '../../geo/gazetteer-db';
import { TILE_LOOKS } from '../../tiles/tile-styles';
import { mercatorX, mercatorY } from '../../tiles/world-outline';
import {
	BASE,
	bodyOf,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../../testing/fresh-provider';

// The first search of a machine builds the gazetteer (a few seconds); later ones open it.
beforeAll(() => {
	gazetteer();
}, 120_000);

const GEOCODE = '/wp-json/wpcom/v2/maps/geocode';
const SETTINGS = '/wp-json/blockyard/v1/maps/settings';
const KEY = '/wp-json/wpcom/v2/service-api-keys/mapbox';
const VISITOR_MAPKIT = '/wp-json/blockyard/v1/maps/mapkit-token';

async function geocode(provider: TestProvider, query: string, limit?: number) {
	const search = new URLSearchParams({ query, ...(limit === undefined ? {} : { limit: String(limit) }) });
	return bodyOf(await requestJson(provider, `${GEOCODE}?${search}`), mapGeocodeSchema);
}

/** The colour of the z0 tile's pixel at a longitude and latitude. */
function colourAt(png: PNG, longitude: number, latitude: number): number[] {
	const column = Math.floor(mercatorX(longitude) * 256);
	const row = Math.floor(mercatorY(latitude) * 256);
	const index = (row * 256 + column) * 4;
	return [...png.data.subarray(index, index + 3)];
}

async function png(response: Response): Promise<PNG> {
	expect(response.status).toBe(200);
	expect(response.headers.get('content-type')).toBe('image/png');
	return PNG.sync.read(Buffer.from(await response.arrayBuffer()));
}

describe('wpcom/v2/maps/geocode', () => {
	it('finds real places by the start of their name, the largest first, with their coordinates', async () => {
		const provider = freshProvider();
		const { features } = await geocode(provider, 'Lisb');
		expect(features[0]).toMatchObject({ text: 'Lisbon', place_name: 'Lisbon, Portugal' });
		expect(features[0]?.center?.[0]).toBeCloseTo(-9.14, 1);
		expect(features[0]?.center?.[1]).toBeCloseTo(38.72, 1);
		const paris = await geocode(provider, 'paris', 3);
		expect(paris.features.map((place) => place.place_name)).toEqual([
			'Paris, France',
			expect.stringMatching(/^Paris, /),
			expect.stringMatching(/^Paris, /),
		]);
	});

	it('ignores accents and case, matches every word, and names US states', async () => {
		const provider = freshProvider();
		expect((await geocode(provider, 'sao paulo', 1)).features[0]?.place_name).toBe('São Paulo, Brazil');
		expect((await geocode(provider, 'ZURICH', 1)).features[0]?.text).toBe('Zürich');
		expect((await geocode(provider, 'san fran', 1)).features[0]?.place_name).toBe(
			'San Francisco, CA, United States'
		);
		expect((await geocode(provider, 'qqxqqz')).features).toEqual([]);
	});

	it('answers ten places at most, and refuses an empty search or a limit out of range', async () => {
		const provider = freshProvider();
		expect((await geocode(provider, 'san')).features).toHaveLength(10);
		const empty = await requestJson(provider, `${GEOCODE}?query=%20`);
		expect(empty.status).toBe(400);
		expect(JSON.stringify(await bodyOf(empty, restErrorSchema))).toContain('Type a place to search for.');
		expect((await requestJson(provider, `${GEOCODE}?query=a&limit=11`)).status).toBe(400);
		expect((await requestJson(provider, `${GEOCODE}?query=a&limit=0`)).status).toBe(400);
		expect((await requestJson(provider, `${GEOCODE}?query=${'a'.repeat(101)}`)).status).toBe(400);
	});

	it('needs no token: the keyless provider searches too', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, `${GEOCODE}?query=Tokyo`, { nonce: false });
		expect((await bodyOf(response, mapGeocodeSchema)).features[0]?.text).toBe('Tokyo');
	});
});

describe('blockyard/v1/maps/settings', () => {
	it('starts keyless, with every template pointing at the provider’s own tiles, and the public token in force', async () => {
		const provider = freshProvider();
		const settings = await bodyOf(await requestJson(provider, SETTINGS), mapSettingsSchema);
		expect(settings).toEqual({
			provider: 'openstreetmap',
			tiles: {
				mapbox: `${BASE}/blockyard/tiles/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}`,
				openstreetmap: `${BASE}/blockyard/tiles/openstreetmap/{z}/{x}/{y}.png`,
				satellite: `${BASE}/blockyard/tiles/keyless/satellite/{z}/{x}/{y}.png`,
				terrain: `${BASE}/blockyard/tiles/keyless/terrain/{z}/{x}/{y}.png`,
			},
			mapboxToken: PLATFORM_MAPBOX_KEY,
		});
	});

	it('keeps a visitors’ token an administrator sets, and refuses a secret one', async () => {
		const provider = freshProvider();
		const set = await requestJson(provider, SETTINGS, {
			method: 'POST',
			json: { mapboxToken: 'pk.visitors-own-token' },
		});
		expect((await bodyOf(set, mapSettingsSchema)).mapboxToken).toBe('pk.visitors-own-token');
		const secret = await requestJson(provider, SETTINGS, {
			method: 'POST',
			json: { mapboxToken: 'sk.secret-token-value' },
		});
		expect(secret.status).toBe(400);
		expect(JSON.stringify(await bodyOf(secret, restErrorSchema))).toContain('Use a public Mapbox token');
		const none = await requestJson(provider, SETTINGS, { method: 'POST', json: { mapboxToken: '' } });
		expect((await bodyOf(none, mapSettingsSchema)).mapboxToken).toBe('');
	});

	it('keeps a change of provider or template, and refuses wrong values with a message', async () => {
		const provider = freshProvider();
		const changed = await bodyOf(
			await requestJson(provider, SETTINGS, {
				method: 'POST',
				json: {
					provider: 'mapbox',
					tiles: { openstreetmap: 'https://tiles.example/{z}/{x}/{y}.png' },
				},
			}),
			mapSettingsSchema
		);
		expect(changed.provider).toBe('mapbox');
		expect(changed.tiles.openstreetmap).toBe('https://tiles.example/{z}/{x}/{y}.png');
		expect(await bodyOf(await requestJson(provider, SETTINGS), mapSettingsSchema)).toEqual(changed);

		const refusals = [
			[{ provider: 'bing' }, 'The map provider must be mapbox, openstreetmap or mapkit.'],
			[{ tiles: { openstreetmap: 'javascript:alert(1)//{z}{x}{y}' } }, 'must start with http'],
			[{ tiles: { openstreetmap: 'https://tiles.example/{z}/{x}.png' } }, 'must contain {z}, {x}, {y}'],
			[{ tiles: { mapbox: 'https://tiles.example/{z}/{x}/{y}' } }, '{style}, {accessToken}'],
		] as const;
		for (const [json, message] of refusals) {
			const response = await requestJson(provider, SETTINGS, { method: 'POST', json });
			expect(response.status).toBe(400);
			expect(JSON.stringify(await bodyOf(response, restErrorSchema))).toContain(message);
		}
	});

	it('changes only with the site’s nonce', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, SETTINGS, {
			method: 'POST',
			json: { provider: 'mapbox' },
			nonce: false,
		});
		expect(response.status).toBe(403);
		expect((await bodyOf(await requestJson(provider, SETTINGS), mapSettingsSchema)).provider).toBe(
			'openstreetmap'
		);
	});
});

describe('the map key', () => {
	it('asks for a token when the field is empty, and refuses one far too long', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, KEY, {
			method: 'POST',
			json: { service_api_key: '  ' },
		});
		expect(response.status).toBe(400);
		expect((await bodyOf(response, restErrorSchema)).message).toBe('Please enter an access token.');
		const long = await requestJson(provider, KEY, {
			method: 'POST',
			json: { service_api_key: `pk.${'a'.repeat(501)}` },
		});
		expect(long.status).toBe(400);
		expect((await bodyOf(long, restErrorSchema)).message).toMatch(/not valid/);
		expect((await bodyOf(await requestJson(provider, KEY), mapboxKeySchema)).service_api_key_source).toBe(
			'wpcom'
		);
	});
});

describe('tiles', () => {
	it('draws the world: water and land where they are, with the style’s colours', async () => {
		const provider = freshProvider();
		const world = await png(await requestJson(provider, '/blockyard/tiles/openstreetmap/0/0/0.png'));
		expect([world.width, world.height]).toEqual([256, 256]);
		const look = TILE_LOOKS.default;
		expect(colourAt(world, -45, 35)).toEqual([...look.water]); // the Atlantic
		expect(colourAt(world, 20, 20)).toEqual([...look.land(20)]); // the Sahara
		expect(colourAt(world, -100, 40)).toEqual([...look.land(40)]); // the Great Plains

		const satellite = await png(
			await requestJson(
				provider,
				`/blockyard/tiles/mapbox/satellite-streets-v12/0/0/0?access_token=${PLATFORM_MAPBOX_KEY}`
			)
		);
		expect(colourAt(satellite, -45, 35)).toEqual([...TILE_LOOKS.satellite.water]);
	});

	it('draws keyless satellite and terrain imagery, each its own look, and nothing for another style', async () => {
		const provider = freshProvider();
		const satellite = await png(
			await requestJson(provider, '/blockyard/tiles/keyless/satellite/0/0/0.png')
		);
		const terrain = await png(await requestJson(provider, '/blockyard/tiles/keyless/terrain/0/0/0.png'));
		expect(colourAt(satellite, -45, 35)).toEqual([...TILE_LOOKS.satellite.water]);
		expect(colourAt(terrain, -45, 35)).toEqual([...TILE_LOOKS.terrain.water]);
		expect(colourAt(terrain, -45, 35)).not.toEqual([...TILE_LOOKS.default.water]);
		expect((await requestJson(provider, '/blockyard/tiles/keyless/streets/0/0/0.png')).status).toBe(404);
	});

	it('answers a tile at the deepest zoom, and 404 for one off the world', async () => {
		const provider = freshProvider();
		await png(await requestJson(provider, '/blockyard/tiles/openstreetmap/22/2097152/1409024.png'));
		for (const path of ['23/0/0.png', '1/2/0.png', '1/0/-1.png', '1/0/0', '01/0/0.png', 'a/0/0.png']) {
			expect((await requestJson(provider, `/blockyard/tiles/openstreetmap/${path}`)).status).toBe(404);
		}
	});

	it('draws Mapbox tiles only for the token in force: the platform’s, then the site’s', async () => {
		const provider = freshProvider();
		const path = (token?: string) =>
			`/blockyard/tiles/mapbox/streets-v12/1/0/0${token === undefined ? '' : `?access_token=${token}`}`;
		expect((await requestJson(provider, path())).status).toBe(401);
		expect((await requestJson(provider, path('pk.wrong-token'))).status).toBe(401);
		await png(await requestJson(provider, path(PLATFORM_MAPBOX_KEY)));

		await requestJson(provider, KEY, { method: 'POST', json: { service_api_key: 'pk.site-own-token' } });
		expect((await requestJson(provider, path(PLATFORM_MAPBOX_KEY))).status).toBe(401);
		await png(await requestJson(provider, path('pk.site-own-token')));
	});
});

describe('blockyard/v1/maps/mapkit-token', () => {
	it('gives anyone the site’s MapKit token while its maps are MapKit’s, and no token otherwise', async () => {
		const provider = freshProvider();
		const refused = await requestJson(provider, VISITOR_MAPKIT, { nonce: false });
		expect(refused.status).toBe(404);
		expect((await bodyOf(refused, restErrorSchema)).code).toBe('mapkit_unavailable');

		await requestJson(provider, SETTINGS, { method: 'POST', json: { provider: 'mapkit' } });
		const visitors = await bodyOf(
			await requestJson(provider, VISITOR_MAPKIT, { nonce: false }),
			mapkitTokenSchema
		);
		const editors = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/mapkit'),
			mapkitTokenSchema
		);
		expect(visitors.wpcom_mapkit_access_token).toBe(editors.wpcom_mapkit_access_token);
	});
});
