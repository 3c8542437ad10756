import { describe, expect, it } from 'vitest';

import { createApi } from '../api';
import { isApiError } from '../errors/api-error';
import { isValidationError } from '../errors/validation-error';
import { answeringApi } from '../test/serving-api';
import { hostedMapkit } from './hosted/mapkit';
import { hostedMaps, MAP_GEOCODE_LIMIT } from './hosted/maps';
import { geocoding } from './third-party/geocoding';
import { siteMaps } from './maps';

const lisbon = {
	id: 'place.2267057',
	text: 'Lisbon',
	place_name: 'Lisbon, Portugal',
	center: [-9.13333, 38.71667],
};

const settings = {
	provider: 'openstreetmap',
	tiles: {
		mapbox: 'https://tiles.test/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}',
		openstreetmap: 'https://tiles.test/osm/{z}/{x}/{y}.png',
	},
};

describe('hostedMaps.geocode', () => {
	it('asks the provider with the query and the limit, and returns the places', async () => {
		const { api, requests } = answeringApi(() => ({ body: { features: [lisbon] } }));
		await expect(hostedMaps.geocode(api, { query: 'Lisb', limit: 5 })).resolves.toEqual({
			features: [lisbon],
		});
		const url = new URL(requests[0]!.url);
		expect(`${url.origin}${url.pathname}`).toBe('https://provider.test/wp-json/wpcom/v2/maps/geocode');
		expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'Lisb', limit: '5' });
	});

	it('asks for at most ten places, and at least one', async () => {
		const { api, requests } = answeringApi(() => ({ body: { features: [] } }));
		await hostedMaps.geocode(api, { query: 'a', limit: 50 });
		await hostedMaps.geocode(api, { query: 'a', limit: 0 });
		await hostedMaps.geocode(api, { query: 'a' });
		expect(requests.map((request) => new URL(request.url).searchParams.get('limit'))).toEqual([
			String(MAP_GEOCODE_LIMIT),
			'1',
			String(MAP_GEOCODE_LIMIT),
		]);
	});

	it('refuses more than ten places, or a centre off the globe', async () => {
		const many = answeringApi(() => ({ body: { features: Array.from({ length: 11 }, () => lisbon) } }));
		const tooMany: unknown = await hostedMaps.geocode(many.api, { query: 'a' }).catch((e: unknown) => e);
		expect(isValidationError(tooMany)).toBe(true);
		expect(tooMany).toMatchObject({ call: 'hostedMaps.geocode' });

		const off = answeringApi(() => ({ body: { features: [{ ...lisbon, center: [38.7, -190] }] } }));
		const offGlobe: unknown = await hostedMaps.geocode(off.api, { query: 'a' }).catch((e: unknown) => e);
		expect(isValidationError(offGlobe)).toBe(true);
	});

	it('finds nothing for a blank query, without asking', async () => {
		const { api, requests } = answeringApi(() => ({ body: { features: [lisbon] } }));
		await expect(hostedMaps.geocode(api, { query: ' \t' })).resolves.toEqual({ features: [] });
		expect(requests).toHaveLength(0);
	});

	it("raises the provider's refusal as an ApiError with its message", async () => {
		const { api } = answeringApi(() => ({
			status: 400,
			body: {
				code: 'rest_invalid_param',
				message: 'A search can be at most 100 characters long.',
				data: { status: 400 },
			},
		}));
		const error: unknown = await hostedMaps
			.geocode(api, { query: 'x'.repeat(200) })
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 400, code: 'rest_invalid_param' });
		expect((error as Error).message).toContain('A search can be at most 100 characters long.');
	});
});

describe('the places of a search, in one shape', () => {
	const onlyGeometry = {
		id: 'place.porto',
		text: 'Porto',
		place_name: 'Porto, Portugal',
		geometry: { type: 'Point', coordinates: [-8.61, 41.15] },
	};

	it('takes a place with only geometry.coordinates as one with its centre', async () => {
		const { api } = answeringApi(() => ({ body: { features: [lisbon, onlyGeometry] } }));
		const { features } = await hostedMaps.geocode(api, { query: 'P' });
		expect(features).toEqual([
			{ id: lisbon.id, text: 'Lisbon', place_name: 'Lisbon, Portugal', center: lisbon.center },
			{ id: 'place.porto', text: 'Porto', place_name: 'Porto, Portugal', center: [-8.61, 41.15] },
		]);
	});

	it('refuses a place with neither', async () => {
		const { api } = answeringApi(() => ({
			body: { features: [{ id: 'x', text: 'X', place_name: 'X' }] },
		}));
		const error: unknown = await hostedMaps.geocode(api, { query: 'X' }).catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
	});

	it('asks the maps provider’s geocoding with the token and the limit, in its shape', async () => {
		const requests: Request[] = [];
		const api = createApi({
			root: 'https://site.test/wp-json/',
			roots: { geocoding: 'https://maps.test/geocoding/v5/mapbox.places/' },
			fetch: async (input, init) => {
				requests.push(new Request(input, init));
				return new Response(JSON.stringify({ type: 'FeatureCollection', features: [onlyGeometry] }));
			},
		});
		const { features } = await geocoding.search(api, { query: 'Porto nord', limit: 4 }, 'pk.token');
		expect(features[0]?.center).toEqual([-8.61, 41.15]);
		const url = new URL(requests[0]!.url);
		expect(url.pathname).toBe('/geocoding/v5/mapbox.places/Porto%20nord.json');
		expect(Object.fromEntries(url.searchParams)).toEqual({ access_token: 'pk.token', limit: '4' });
	});

	it('raises the maps provider’s refusal as a mapbox_error with its message', async () => {
		const api = createApi({
			root: 'https://site.test/wp-json/',
			roots: { geocoding: 'https://maps.test/geocoding/' },
			fetch: async () =>
				new Response(JSON.stringify({ message: 'Not Authorized - Invalid Token' }), { status: 401 }),
		});
		const error: unknown = await geocoding.search(api, 'Lisbon', 'pk.wrong').catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({
			code: 'mapbox_error',
			serverMessage: 'Not Authorized - Invalid Token',
		});
	});
});

describe('hostedMapkit.token', () => {
	it('asks the provider for the editor’s MapKit token and checks it', async () => {
		const { api, requests } = answeringApi(() => ({ body: { wpcom_mapkit_access_token: 'a.b.c' } }));
		await expect(hostedMapkit.token(api)).resolves.toEqual({ wpcom_mapkit_access_token: 'a.b.c' });
		expect(new URL(requests[0]!.url).pathname).toBe('/wp-json/wpcom/v2/mapkit');
		const empty = answeringApi(() => ({ body: { wpcom_mapkit_access_token: '' } }));
		expect(isValidationError(await hostedMapkit.token(empty.api).catch((e: unknown) => e))).toBe(true);
	});

	it('raises a refusal as mapkit_error with the service’s message', async () => {
		const { api } = answeringApi(() => ({
			status: 403,
			body: { code: 'rest_forbidden', message: 'Sorry, you cannot use MapKit.' },
		}));
		const error: unknown = await hostedMapkit.token(api).catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ code: 'mapkit_error', serverMessage: 'Sorry, you cannot use MapKit.' });
	});
});

describe('siteMaps', () => {
	it('reads the map settings from the site, not the provider', async () => {
		const { api, requests } = answeringApi(() => ({ body: settings }));
		await expect(siteMaps.settings(api)).resolves.toEqual(settings);
		expect(requests[0]!.url).toBe('https://site.test/wp-json/blockyard/v1/maps/settings');
	});

	it('refuses an unknown provider or a missing template', async () => {
		const unknown = answeringApi(() => ({ body: { ...settings, provider: 'bing' } }));
		const error: unknown = await siteMaps.settings(unknown.api).catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
		expect(error).toMatchObject({ call: 'siteMaps.settings', field: 'provider' });

		const missing = answeringApi(() => ({ body: { provider: 'mapbox', tiles: { mapbox: 'x' } } }));
		await expect(siteMaps.settings(missing.api)).rejects.toSatisfy(isValidationError);
	});

	it('posts the changes and returns the settings as saved', async () => {
		const { api, requests } = answeringApi(() => ({ body: { ...settings, provider: 'mapbox' } }));
		await expect(siteMaps.updateSettings(api, { provider: 'mapbox' })).resolves.toMatchObject({
			provider: 'mapbox',
		});
		expect(requests[0]!.method).toBe('POST');
		await expect(requests[0]!.json()).resolves.toEqual({ provider: 'mapbox' });
	});
});
