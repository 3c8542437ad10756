import { describe, expect, it } from 'vitest';

import {
	gifByIdSchema,
	gifSearchSchema,
	mapboxKeySchema,
	mapkitTokenSchema,
	resolvedRedirectSchema,
} from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../testing/fresh-provider';

describe('wpcom/v2 GIFs, map keys and redirects', () => {
	it('searches GIFs through the provider and reads one by id', async () => {
		const provider = freshProvider();
		const search = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/gif/search?q=blue&limit=10'),
			gifSearchSchema
		);
		expect(search.data.map((gif) => gif.id)).toEqual(['harbour']);
		expect(search.data[0]?.images.original).toMatchObject({ width: '64', height: '96' });
		const byId = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/gif/harbour'),
			gifByIdSchema
		);
		expect(byId.data.embed_url).toBe('http://127.0.0.1:8787/gif-embed/harbour');
		expect((await requestJson(provider, '/gif-embed/harbour')).headers.get('content-type')).toMatch(
			/text\/html/
		);
		expect((await requestJson(provider, '/wp-json/wpcom/v2/gif/nope')).status).toBe(404);
	});

	it('keeps the platform Mapbox key until the site saves its own, and goes back on delete', async () => {
		const provider = freshProvider();
		const path = '/wp-json/wpcom/v2/service-api-keys/mapbox';
		expect(await bodyOf(await requestJson(provider, path), mapboxKeySchema)).toMatchObject({
			service_api_key_source: 'wpcom',
		});
		const bad = await requestJson(provider, path, { method: 'POST', json: { service_api_key: 'nope' } });
		expect(bad.status).toBe(400);
		expect((await bodyOf(bad, restErrorSchema)).message).toMatch(/not valid/);
		const saved = await bodyOf(
			await requestJson(provider, path, { method: 'POST', json: { service_api_key: 'pk.abcdefghij' } }),
			mapboxKeySchema
		);
		expect(saved).toMatchObject({ service_api_key: 'pk.abcdefghij', service_api_key_source: 'site' });
		expect(await bodyOf(await requestJson(provider, path), mapboxKeySchema)).toMatchObject({
			service_api_key: 'pk.abcdefghij',
		});
		const removed = await bodyOf(
			await requestJson(provider, path, { method: 'DELETE' }),
			mapboxKeySchema
		);
		expect(removed.service_api_key_source).toBe('wpcom');
	});

	it('answers the same MapKit token on every read', async () => {
		const provider = freshProvider();
		const first = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/mapkit'),
			mapkitTokenSchema
		);
		const second = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/mapkit'),
			mapkitTokenSchema
		);
		expect(first.wpcom_mapkit_access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
		expect(second).toEqual(first);
	});

	it('answers other hosts unchanged without going out, and refuses a URL that is not http(s)', async () => {
		const provider = freshProvider();
		const resolved = await bodyOf(
			await requestJson(
				provider,
				'/wp-json/wpcom/v2/resolve-redirect/?url=https%3A%2F%2Fexample.com%2Fa'
			),
			resolvedRedirectSchema
		);
		expect(resolved).toEqual({ status: 200, url: 'https://example.com/a' });
		const bad = await requestJson(provider, '/wp-json/wpcom/v2/resolve-redirect/?url=ftp%3A%2F%2Fx');
		expect(bad.status).toBe(400);
	});
});
