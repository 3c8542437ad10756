import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { isValidationError } from '../../errors/validation-error';
import { publicExternalMedia } from './external-media-upload';

const seen: Request[] = [];
const platform = (answer: unknown, platformRoot = 'https://platform.test/') =>
	createApi({
		root: 'https://site.test/wp-json/',
		nonce: 'nonce-1',
		platformRoot,
		fetch: async (input, init) => {
			seen.push(new Request(input, init));
			return new Response(JSON.stringify(answer), { status: 200 });
		},
	});

const item = { id: 'p-1', guid: 'https://x.test/p-1.jpg', caption: 'A fox', title: 'Fox' };

describe('publicExternalMedia.upload', () => {
	it('posts the items to the public API’s external-media-upload with the service in the address and the body', async () => {
		const copied = await publicExternalMedia.upload(
			platform({ media: [{ ID: 7, URL: 'https://site.test/fox.jpg' }] }),
			'pexels',
			[item],
			12
		);
		expect(copied).toEqual([{ ID: 7, URL: 'https://site.test/fox.jpg' }]);
		const request = seen.at(-1);
		expect(request?.method).toBe('POST');
		expect(request?.url).toBe('https://platform.test/rest/v1.1/external-media-upload?service=pexels');
		// Another origin than the site's: the site's nonce stays home.
		expect(request?.headers.get('X-WP-Nonce')).toBeNull();
		expect(await request?.json()).toEqual({
			external_ids: ['p-1'],
			media: [{ guid: item.guid, caption: 'A fox', title: 'Fox' }],
			service: 'pexels',
			post_id: 12,
		});
	});

	it('answers an item’s errors in its place, and rejects an answer of another shape', async () => {
		const failure = { errors: [{ code: 'rest_upload_unknown_error', message: 'Too big' }] };
		await expect(publicExternalMedia.upload(platform([failure]), 'openverse', [item])).resolves.toEqual([
			failure,
		]);
		const error: unknown = await publicExternalMedia
			.upload(platform({ uploaded: true }), 'openverse', [item])
			.catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
	});

	it('goes as the signed-in user where the platform is the site’s origin (a simple site): with its nonce', async () => {
		await publicExternalMedia.upload(platform({ media: [] }, 'https://site.test/'), 'pexels', [item]);
		const request = seen.at(-1);
		expect(request?.url).toBe('https://site.test/rest/v1.1/external-media-upload?service=pexels');
		expect(request?.headers.get('X-WP-Nonce')).toBe('nonce-1');
		expect(request?.credentials).toBe('same-origin');
	});
});
