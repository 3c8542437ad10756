import { describe, expect, it } from 'vitest';

import {
	gifByIdSchema,
	gifSearchSchema,
	mapboxKeySchema,
	mapkitTokenSchema,
	resolvedRedirectSchema,
} from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';
import { gifStructure } from '../../testing/gif-structure';

describe('wpcom/v2 GIFs, map keys and redirects', () => {
	it('searches GIFs through the provider and reads one by id', async () => {
		const provider = freshProvider();
		const search = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/gif/search?q=wave&limit=10'),
			gifSearchSchema
		);
		expect(search.data.map((gif) => gif.id)).toEqual(['oceanwaves']);
		const [waves] = search.data;
		expect(waves?.images.original).toEqual({
			url: 'http://127.0.0.1:8787/gif-media/oceanwaves/giphy.gif',
			width: '160',
			height: '90',
		});
		const byId = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/gif/oceanwaves'),
			gifByIdSchema
		);
		expect(byId.data).toEqual(waves);
		expect(byId.data.embed_url).toBe('http://127.0.0.1:8787/gif-embed/oceanwaves');
		expect((await requestJson(provider, '/wp-json/wpcom/v2/gif/nope')).status).toBe(404);
	});

	it('serves each GIF animated, its first frame as a still, and a page that frames it', async () => {
		const provider = freshProvider();
		const original = await requestJson(provider, '/gif-media/oceanwaves/giphy.gif');
		expect(original.headers.get('content-type')).toBe('image/gif');
		const animation = gifStructure(new Uint8Array(await original.arrayBuffer()));
		expect(animation).toMatchObject({ width: 160, height: 90, loops: true });
		expect(animation.frames).toBeGreaterThan(1);
		const still = await requestJson(provider, '/gif-media/oceanwaves/giphy_s.gif');
		expect(gifStructure(new Uint8Array(await still.arrayBuffer())).frames).toBe(1);
		expect((await requestJson(provider, '/gif-media/nope/giphy.gif')).status).toBe(404);

		const page = await requestJson(provider, '/gif-embed/oceanwaves');
		expect(page.headers.get('content-type')).toMatch(/text\/html/);
		expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
		const html = await page.text();
		expect(html).toContain('<img src="/gif-media/oceanwaves/giphy.gif" alt="Ocean waves"');
		expect(html).not.toContain('<script');
	});

	it('answers at most `limit` GIFs, ten for the block', async () => {
		const provider = freshProvider();
		const all = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/gif/search?q='),
			gifSearchSchema
		);
		expect(all.data.length).toBe(10);
		const two = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/gif/search?q=&limit=2'),
			gifSearchSchema
		);
		expect(two.data).toHaveLength(2);
		const party = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/gif/search?q=Party&limit=10'),
			gifSearchSchema
		);
		expect(party.data.map((gif) => gif.title)).toEqual(['Rainbow stripes', 'Fireworks']);
		expect((await requestJson(provider, '/wp-json/wpcom/v2/gif/search?q=x&limit=0')).status).toBe(400);
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

	it('refuses a MapKit token without the site’s nonce, as mapkit_error with its message', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, '/wp-json/wpcom/v2/mapkit', { nonce: false });
		expect(response.status).toBe(403);
		expect(await response.json()).toMatchObject({
			code: 'mapkit_error',
			message: 'MapKit tokens are given to the site’s signed-in editors only.',
		});
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
