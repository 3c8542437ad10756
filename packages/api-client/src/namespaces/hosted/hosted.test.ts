import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { isApiError } from '../../errors/api-error';
import { hostedResolveRedirect } from './resolve-redirect';
import { hostedVideopress } from './videopress';

const answering = (body: unknown) =>
	createApi({
		root: 'https://site.test/wp-json/',
		fetch: async () => new Response(JSON.stringify(body)),
	});

describe('hosted calls that judge the answer themselves', () => {
	it('hostedResolveRedirect rejects a final status of 400 or more', async () => {
		const error: unknown = await hostedResolveRedirect
			.resolve(answering({ status: 404, url: 'https://x.test/a' }), 'https://x.test/a')
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 404, code: 'redirect_failed' });
		await expect(
			hostedResolveRedirect.resolve(
				answering({ status: 200, url: 'https://x.test/b' }),
				'https://x.test/a'
			)
		).resolves.toEqual({ status: 200, url: 'https://x.test/b' });
	});

	it('hostedVideopress.updateMeta succeeds only when data is 200', async () => {
		await expect(
			hostedVideopress.updateMeta(answering({ data: 200 }), { id: 1 })
		).resolves.toBeUndefined();
		const error: unknown = await hostedVideopress
			.updateMeta(answering({ code: 'nope', message: 'Not saved', data: 400 }), { id: 1, rating: 'G' })
			.catch((e: unknown) => e);
		expect(error).toMatchObject({ status: 400, code: 'nope', message: 'Not saved (400)' });
	});

	it('hostedVideopress.playbackJwt answers the token, and refuses a guid of another shape unasked', async () => {
		await expect(
			hostedVideopress.playbackJwt(answering({ metadata_token: 'a.b.c', expires_in: 7200 }), 'Ab12Cd34')
		).resolves.toEqual({ metadata_token: 'a.b.c', expires_in: 7200 });
		await expect(
			hostedVideopress.playbackJwt(answering({ metadata_token: '<script>' }), 'Ab12Cd34')
		).rejects.toMatchObject({ name: 'ValidationError' });
		let asked = false;
		const api = createApi({
			root: 'https://site.test/wp-json/',
			fetch: async () => {
				asked = true;
				return new Response('{}');
			},
		});
		await expect(hostedVideopress.playbackJwt(api, '../x')).rejects.toMatchObject({ status: 400 });
		expect(asked).toBe(false);
	});
});
