import { describe, expect, it } from 'vitest';

import { createApi } from '../api';
import { isApiError } from '../errors/api-error';
import { isValidationError } from '../errors/validation-error';
import { NEWSLETTER_ERROR_CODES, newsletter, newsletterErrorKind } from './newsletter';

interface Seen {
	method: string;
	url: URL;
	body: unknown;
}

const serving = (status: number, answer: unknown, seen: Seen[] = []) =>
	createApi({
		root: 'https://site.test/wp-json/',
		providerRoot: 'https://provider.test/wp-json/',
		fetch: async (input, init) => {
			const request = new Request(input, init);
			const text = await request.text();
			seen.push({ method: request.method, url: new URL(request.url), body: JSON.parse(text) });
			return new Response(JSON.stringify(answer), { status });
		},
	});

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
