import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { publicPlans } from './plans';
import { publicVideos } from './videos';

const video = {
	guid: 'abcd1234',
	tracks: { captions: { en: { src: 'https://v.test/en.vtt', label: 'English' } } },
};

describe('the public API calls', () => {
	it('send no credentials and no nonce, even with a nonce and a same-origin root', async () => {
		const requests: Request[] = [];
		const api = createApi({
			root: 'https://site.test/wp-json/',
			nonce: 'secret-nonce',
			platformRoot: 'https://site.test/',
			fetch: async (input, init) => {
				const request = new Request(input, init);
				requests.push(request);
				return new Response(JSON.stringify(request.url.endsWith('/plans') ? [] : video));
			},
		});
		await expect(publicVideos.get(api, 'abcd1234')).resolves.toMatchObject(video);
		await publicPlans.list(api);
		expect(requests.map((request) => request.url)).toEqual([
			'https://site.test/rest/v1.1/videos/abcd1234',
			'https://site.test/rest/v1.5/plans',
		]);
		for (const request of requests) {
			expect(request.credentials).toBe('omit');
			expect(request.headers.get('X-WP-Nonce')).toBeNull();
		}
	});

	it('asks for a poster frame in milliseconds, or an attachment', async () => {
		const bodies: unknown[] = [];
		const api = createApi({
			root: 'https://site.test/wp-json/',
			fetch: async (input, init) => {
				const request = new Request(input, init);
				if (request.url.endsWith('admin-ajax.php')) {
					return new Response(
						JSON.stringify({
							success: true,
							data: { upload_token: 't.t.t', upload_blog_id: 1, upload_action_url: 'x' },
						})
					);
				}
				bodies.push(await request.json());
				return new Response('{"generating":true}');
			},
		});
		await publicVideos.setPoster(api, 'g', { atTime: 1500 });
		await publicVideos.setPoster(api, 'g', { posterAttachmentId: 9 });
		expect(bodies).toEqual([{ at_time: 1500, is_millisec: true }, { poster_attachment_id: 9 }]);
	});
});

describe('publicVideos.get', () => {
	it('reads a video without tracks answered as an empty list as no tracks', async () => {
		const api = createApi({
			root: 'https://site.test/wp-json/',
			fetch: async () => new Response(JSON.stringify({ guid: 'abcd1234', tracks: [] })),
		});
		await expect(publicVideos.get(api, 'abcd1234')).resolves.toMatchObject({ tracks: {} });
	});
});
