import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../testing/fresh-provider';

describe('errors, index, CORS and logging', () => {
	it('answers unknown routes and methods with rest_no_route', async () => {
		const provider = freshProvider();
		for (const [method, path] of [
			['GET', '/wp-json/wp/v2/nothing'],
			['DELETE', '/wp-json/wp/v2/posts/1'],
			['GET', '/elsewhere'],
		] as const) {
			const response = await requestJson(provider, path, { method });
			expect(response.status).toBe(404);
			expect(await bodyOf(response, restErrorSchema)).toEqual({
				code: 'rest_no_route',
				message: 'No route was found matching the URL and request method.',
				data: { status: 404 },
			});
		}
	});

	it('answers a thrown error with a 500 in WordPress shape and keeps serving', async () => {
		const provider = freshProvider();
		provider.close();
		const response = await requestJson(provider, '/wp-json/wp/v2/posts/1');
		expect(response.status).toBe(500);
		expect(await bodyOf(response, restErrorSchema)).toMatchObject({
			code: 'internal_server_error',
			data: { status: 500 },
		});
		expect(provider.errors).toHaveLength(1);
		expect((await requestJson(provider, '/wp-json/nothing')).status).toBe(404);
	});

	it('answers the REST index at /wp-json/ and /wp-json', async () => {
		const provider = freshProvider();
		const indexSchema = z.object({ name: z.string(), namespaces: z.array(z.string()) });
		for (const path of ['/wp-json/', '/wp-json']) {
			const index = await bodyOf(await requestJson(provider, path), indexSchema);
			expect(index).toEqual({
				name: 'Blockyard Playground',
				namespaces: ['wp/v2', 'wpcom/v2', 'jetpack/v4', 'blockyard/v1', 'ads/v1'],
			});
		}
	});

	it("allows the playground's origins in CORS, with the methods and headers the editor sends", async () => {
		const provider = freshProvider();
		for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5173']) {
			const preflight = await requestJson(provider, '/wp-json/wp/v2/posts/1', {
				method: 'OPTIONS',
				headers: {
					Origin: origin,
					'Access-Control-Request-Method': 'POST',
					'Access-Control-Request-Headers': 'content-type,x-wp-nonce,x-wp-api-fetch-from-editor',
				},
			});
			expect(preflight.status).toBe(204);
			expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
			expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe(
				'GET,POST,PUT,PATCH,DELETE,OPTIONS'
			);
			expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe(
				'Content-Type,X-WP-Nonce,Authorization,X-Blockyard-Fault,X-WP-API-FETCH-FROM-EDITOR,' +
					// The resumable video upload's (tus and its token).
					'Tus-Resumable,Upload-Length,Upload-Offset,Upload-Metadata,Upload-Defer-Length,Upload-Concat,' +
					'X-HTTP-Method-Override,x-videopress-upload-token'
			);
			const post = await requestJson(provider, '/wp-json/wp/v2/posts/1', {
				method: 'POST',
				headers: { Origin: origin },
				json: { title: origin },
			});
			expect(post.status).toBe(200);
			expect(post.headers.get('Access-Control-Allow-Origin')).toBe(origin);
		}
		const error = await requestJson(provider, '/wp-json/wp/v2/posts/999', {
			headers: { Origin: 'http://localhost:5173' },
		});
		expect(error.status).toBe(404);
		expect(error.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
	});

	it('refuses other origins: no CORS headers, and changes are forbidden', async () => {
		const provider = freshProvider();
		for (const origin of [
			'https://example.com',
			'http://127.0.0.1.example.com:80',
			'https://localhost:5173',
			'null',
			// Another page on this machine is not the playground.
			'http://127.0.0.1:3000',
			'http://localhost:8888',
			'http://[::1]:5173',
		]) {
			const preflight = await requestJson(provider, '/wp-json/wp/v2/settings', {
				method: 'OPTIONS',
				headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
			});
			expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();

			const read = await requestJson(provider, '/wp-json/wp/v2/settings', {
				headers: { Origin: origin },
			});
			expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull();

			const write = await requestJson(provider, '/wp-json/wp/v2/settings', {
				method: 'POST',
				headers: { Origin: origin, 'Content-Type': 'text/plain' },
				body: JSON.stringify({ title: 'Pwned' }),
			});
			expect(write.status).toBe(403);
			expect((await bodyOf(write, restErrorSchema)).code).toBe('rest_forbidden_origin');
		}
		const settings = await (await requestJson(provider, '/wp-json/wp/v2/settings')).json();
		expect(settings.title).toBe('Blockyard Playground');
	});

	it('logs exactly one line per request: METHOD path status duration, and (editor) for the editor’s', async () => {
		const provider = freshProvider();
		await requestJson(provider, '/wp-json/wp/v2/posts/1?context=edit');
		await requestJson(provider, '/wp-json/wp/v2/posts/1', { method: 'POST', body: 'nope' });
		await requestJson(provider, '/wp-json/missing');
		await requestJson(provider, '/wp-json/wp/v2/settings', {
			headers: { 'X-WP-API-FETCH-FROM-EDITOR': 'true' },
		});
		await requestJson(provider, '/wp-json/', {
			method: 'OPTIONS',
			headers: { Origin: 'http://localhost:1' },
		});
		expect(provider.lines).toHaveLength(5);
		expect(provider.lines.map((line) => line.replace(/ \d+ms( \(editor\))?$/, ' Nms$1'))).toEqual([
			'GET /wp-json/wp/v2/posts/1 200 Nms',
			'POST /wp-json/wp/v2/posts/1 400 Nms',
			'GET /wp-json/missing 404 Nms',
			// The editor's request says so.
			'GET /wp-json/wp/v2/settings 200 Nms (editor)',
			'OPTIONS /wp-json/ 204 Nms',
		]);
	});
});
