import { describe, expect, it } from 'vitest';

import { isApiError } from '../errors/api-error';
import { isValidationError } from '../errors/validation-error';
import { NEWSLETTER_ERROR_CODES, newsletter, newsletterErrorKind } from './newsletter';
import { createApi } from '../api';
import { servingApi, type SeenRequest } from '../test/serving-api';

const serving = servingApi;
type Seen = SeenRequest;

const failing = (status: number, code: string) =>
	serving(status, { code, message: 'Nope.', data: { status } });

describe('newsletter', () => {
	it("posts the signup as JSON to the site's own route, not the provider's", async () => {
		const seen: Seen[] = [];
		const signup = {
			email: 'ada@example.com',
			interests: ['local-news'],
			signupFieldTag: 'SOURCE',
			signupFieldValue: 'footer',
		};
		await expect(newsletter.subscribe(serving(200, { subscribed: true }, seen), signup)).resolves.toEqual(
			{
				subscribed: true,
			}
		);
		expect(seen).toEqual([
			{
				method: 'POST',
				url: new URL('https://site.test/wp-json/blockyard/v1/newsletter/subscribe'),
				body: signup,
			},
		]);
	});

	it('rejects an answer that does not say the address is subscribed', async () => {
		const error: unknown = await newsletter
			.subscribe(serving(200, { subscribed: false }), { email: 'ada@example.com' })
			.catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
	});

	it.each(Object.entries(NEWSLETTER_ERROR_CODES))('names the %s error by its code', async (kind, code) => {
		const error: unknown = await newsletter
			.subscribe(failing(400, code), { email: 'x' })
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(newsletterErrorKind(error)).toBe(kind);
	});

	it('tells a network failure and an unknown error apart from the signup errors', async () => {
		const offline = createApi({
			root: 'https://site.test/wp-json/',
			fetch: async () => {
				throw new TypeError('Failed to fetch');
			},
		});
		const error: unknown = await newsletter
			.subscribe(offline, { email: 'a@b.co' })
			.catch((e: unknown) => e);
		expect(newsletterErrorKind(error)).toBe('network');
		const other: unknown = await newsletter
			.subscribe(failing(500, 'internal_server_error'), { email: 'a@b.co' })
			.catch((e: unknown) => e);
		expect(newsletterErrorKind(other)).toBe('unknown');
		expect(newsletterErrorKind(new Error('x'))).toBe('unknown');
	});
});
