import { hostedMapbox, hostedMaps, isApiError, MAPBOX_STYLE_IDS, siteMaps } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

/** A Leaflet tile template filled in, as the map block's tile layer does. */
const tileUrl = (template: string, values: Readonly<Record<string, string | number>>): string =>
	template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The PNG signature: the first eight bytes of every PNG file. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function fetchTile(url: string): Promise<{ status: number; type: string | null; head: number[] }> {
	const response = await fetch(url);
	const bytes = new Uint8Array(await response.arrayBuffer());
	return {
		status: response.status,
		type: response.headers.get('content-type'),
		head: [...bytes.slice(0, 8)],
	};
}

describe('hostedMaps.geocode', () => {
	// The first search on a new machine builds the provider's gazetteer: a few seconds, once.
	it('finds real places by name, ten at most, with their coordinates', { timeout: 60_000 }, async () => {
		const { features } = await hostedMaps.geocode(provider.api, { query: 'Lisb' });
		expect(features[0]).toMatchObject({ text: 'Lisbon', place_name: 'Lisbon, Portugal' });
		expect(features[0]!.center[0]).toBeCloseTo(-9.14, 1);
		expect(features[0]!.center[1]).toBeCloseTo(38.72, 1);
		expect((await hostedMaps.geocode(provider.api, { query: 'san' })).features).toHaveLength(10);
		expect((await hostedMaps.geocode(provider.api, { query: 'san', limit: 3 })).features).toHaveLength(3);
	});

	it('works without a token, finds nothing for a blank query, and raises the message of a refused search', async () => {
		const keyless = provider.apiWith({ nonce: undefined });
		expect((await hostedMaps.geocode(keyless, { query: 'Tokyo', limit: 1 })).features[0]?.text).toBe(
			'Tokyo'
		);
		await expect(hostedMaps.geocode(provider.api, { query: ' ' })).resolves.toEqual({ features: [] });
		const error: unknown = await hostedMaps
			.geocode(provider.api, { query: 'a'.repeat(101) })
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({
			status: 400,
			code: 'rest_invalid_param',
			data: { params: { query: 'A search can be at most 100 characters long.' } },
		});
	});
});

describe('siteMaps', () => {
	it('starts with the keyless provider and both templates on the provider’s own tiles', async () => {
		const { provider: chosen, tiles } = await siteMaps.settings(provider.api);
		expect(chosen).toBe('openstreetmap');
		expect(tiles.openstreetmap).toBe(`${provider.origin}blockyard/tiles/openstreetmap/{z}/{x}/{y}.png`);
		expect(tiles.mapbox).toContain('{style}');
		expect(tiles.mapbox).toContain('{accessToken}');
	});

	it('saves a change of provider, and raises the message of a refused template', async () => {
		expect((await siteMaps.updateSettings(provider.api, { provider: 'mapbox' })).provider).toBe('mapbox');
		expect((await siteMaps.settings(provider.api)).provider).toBe('mapbox');
		const refused: unknown = await siteMaps
			.updateSettings(provider.api, { tiles: { openstreetmap: 'https://tiles.example/{z}.png' } })
			.catch((e: unknown) => e);
		expect(refused).toMatchObject({
			status: 400,
			data: { params: { 'tiles.openstreetmap': 'A tile URL must contain {z}, {x}, {y}.' } },
		});
		await siteMaps.updateSettings(provider.api, { provider: 'openstreetmap' });
	});

	it('gives templates whose tiles load: keyless, and Mapbox with the token in force only', async () => {
		const { tiles } = await siteMaps.settings(provider.api);
		const osm = await fetchTile(tileUrl(tiles.openstreetmap, { z: 2, x: 1, y: 1 }));
		expect(osm).toEqual({ status: 200, type: 'image/png', head: PNG_SIGNATURE });

		const token = (await hostedMapbox.get(provider.api)).service_api_key;
		const mapbox = (accessToken: string) =>
			tileUrl(tiles.mapbox, { style: MAPBOX_STYLE_IDS.terrain, z: 3, x: 4, y: 2, accessToken });
		expect(await fetchTile(mapbox(token))).toEqual({
			status: 200,
			type: 'image/png',
			head: PNG_SIGNATURE,
		});
		expect((await fetchTile(mapbox('pk.not-the-saved-one'))).status).toBe(401);
		expect((await fetchTile(mapbox(''))).status).toBe(401);
	});
});
