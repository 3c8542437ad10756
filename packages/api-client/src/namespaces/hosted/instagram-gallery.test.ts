import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { isNotFoundError } from '../../errors/not-found-error';
import { hostedInstagramGallery } from './instagram-gallery';

const seen: Request[] = [];
const serving = (status: number, answer: unknown) =>
	createApi({
		root: 'https://site.test/wp-json/',
		providerRoot: 'https://provider.test/wp-json/',
		fetch: async (input, init) => {
			seen.push(new Request(input, init));
			return new Response(JSON.stringify(answer), { status });
		},
	});

describe('hostedInstagramGallery.disconnect', () => {
	it('deletes the connection by its token on the provider and answers the accounts left', async () => {
		const left = [{ token: 'b', username: 'other' }];
		await expect(hostedInstagramGallery.disconnect(serving(200, left), 'a/b c')).resolves.toEqual(left);
		const request = seen.at(-1);
		expect(request?.method).toBe('DELETE');
		expect(request?.url).toBe(
			'https://provider.test/wp-json/wpcom/v2/instagram-gallery/connections/a%2Fb%20c'
		);
	});

	it('rejects with a NotFoundError for a token that is not connected', async () => {
		const error: unknown = await hostedInstagramGallery
			.disconnect(
				serving(404, {
					code: 'instagram_connection_not_found',
					message: 'No.',
					data: { status: 404 },
				}),
				'x'
			)
			.catch((e: unknown) => e);
		expect(isNotFoundError(error)).toBe(true);
	});
});

describe('hostedInstagramGallery.connections', () => {
	it('reads each account’s keyring id when it has one, and refuses one that is not a positive whole number', async () => {
		const accounts = [
			{ token: 'a', username: 'one', keyring_id: 4 },
			{ token: 'b', username: 'two' },
		];
		await expect(hostedInstagramGallery.connections(serving(200, accounts))).resolves.toEqual(accounts);
		for (const keyring_id of ['4', 0, 1.5]) {
			await expect(
				hostedInstagramGallery.connections(
					serving(200, [{ token: 'a', username: 'one', keyring_id }])
				)
			).rejects.toMatchObject({ name: 'ValidationError' });
		}
	});
});
