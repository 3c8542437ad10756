import { describe, expect, it } from 'vitest';

import { createClient } from '../../client';
import { isApiError } from '../../errors/api-error';

const answering = (body: unknown) =>
	createClient({
		root: 'https://site.test/wp-json/',
		fetch: async () => new Response(JSON.stringify(body)),
	});

describe('hosted calls that judge the answer themselves', () => {
	it('resolveRedirect rejects a final status of 400 or more', async () => {
		const error: unknown = await answering({ status: 404, url: 'https://x.test/a' })
			.hosted.resolveRedirect.resolve('https://x.test/a')
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 404, code: 'redirect_failed' });
		await expect(
			answering({ status: 200, url: 'https://x.test/b' }).hosted.resolveRedirect.resolve(
				'https://x.test/a'
			)
		).resolves.toEqual({ status: 200, url: 'https://x.test/b' });
	});

	it('videopress.updateMeta succeeds only when data is 200', async () => {
		await expect(
			answering({ data: 200 }).hosted.videopress.updateMeta({ id: 1 })
		).resolves.toBeUndefined();
		const error: unknown = await answering({ code: 'nope', message: 'Not saved', data: 400 })
			.hosted.videopress.updateMeta({ id: 1, rating: 'G' })
			.catch((e: unknown) => e);
		expect(error).toMatchObject({ status: 400, code: 'nope', message: 'Not saved (400)' });
	});
});
