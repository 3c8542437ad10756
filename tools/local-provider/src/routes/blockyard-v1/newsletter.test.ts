import { newsletterSubscriptionSchema } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import {
	bodyOf,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../../testing/fresh-provider';

const SITE_ROUTE = '/wp-json/blockyard/v1/newsletter/subscribe';
const PROVIDER_ROUTE = '/wp-json/wpcom/v2/mailchimp/subscribe';

const subscribersSchema = z.array(
	z.strictObject({
		email: z.string(),
		interests: z.array(z.string()),
		merge_fields: z.record(z.string(), z.string()),
		via: z.string(),
		subscribed_at: z.string(),
	})
);

/** A visitor's request: no nonce, as a public page sends it. */
const signUp = (provider: TestProvider, json: unknown, path = SITE_ROUTE) =>
	requestJson(provider, path, { method: 'POST', json, nonce: false });

const switchMailchimp = (provider: TestProvider, json: unknown) =>
	requestJson(provider, '/wp-json/blockyard-testing/v1/mailchimp', { method: 'PUT', json });

const subscribers = async (provider: TestProvider) =>
	bodyOf(await requestJson(provider, '/wp-json/wpcom/v2/mailchimp/subscribers'), subscribersSchema);

const codeOf = async (response: Response): Promise<string> => (await bodyOf(response, restErrorSchema)).code;

describe('newsletter signups', () => {
	it("takes a visitor's signup on the site route once the list is connected, and again without harm", async () => {
		const provider = freshProvider({ faults: true });
		const refused = await signUp(provider, { email: 'ada@example.com' });
		expect(refused.status).toBe(503);
		expect(await codeOf(refused)).toBe('blockyard_newsletter_not_connected');

		expect(await (await switchMailchimp(provider, { connected: true })).json()).toEqual({
			connected: true,
			failing: false,
		});
		const signup = {
			email: ' ada@example.com ',
			interests: ['local-news'],
			signupFieldTag: 'SOURCE',
			signupFieldValue: 'footer',
		};
		const first = await signUp(provider, signup);
		expect(first.status).toBe(200);
		expect(await bodyOf(first, newsletterSubscriptionSchema)).toEqual({ subscribed: true });
		const again = await signUp(provider, { email: 'ADA@example.com', interests: ['local-events'] });
		expect(await bodyOf(again, newsletterSubscriptionSchema)).toEqual({ subscribed: true });

		expect(await subscribers(provider)).toEqual([
			{
				email: 'ada@example.com',
				interests: ['local-news', 'local-events'],
				merge_fields: { SOURCE: 'footer' },
				via: 'blockyard/v1',
				subscribed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
			},
		]);
	});

	it('takes the same signup forwarded to the provider route, and says which route it came by', async () => {
		const provider = freshProvider({ faults: true });
		await switchMailchimp(provider, { connected: true });
		expect((await signUp(provider, { email: 'grace@example.org' }, PROVIDER_ROUTE)).status).toBe(200);
		expect((await subscribers(provider)).map(({ email, via }) => ({ email, via }))).toEqual([
			{ email: 'grace@example.org', via: 'wpcom/v2' },
		]);
	});

	it.each([
		['not an address', { email: 'ada' }, 'blockyard_newsletter_invalid_email'],
		['an address with a space', { email: 'a da@example.com' }, 'blockyard_newsletter_invalid_email'],
		['markup', { email: '<script>alert(1)</script>@x.com' }, 'blockyard_newsletter_invalid_email'],
		['no email', {}, 'blockyard_newsletter_invalid_request'],
		[
			'interests that are not ids',
			{ email: 'ada@example.com', interests: 'news' },
			'blockyard_newsletter_invalid_request',
		],
		['a too long address', { email: `${'a'.repeat(250)}@x.com` }, 'blockyard_newsletter_invalid_request'],
		['not JSON', 'email=ada@example.com', 'blockyard_newsletter_invalid_request'],
	])('refuses %s with 400 and stores nothing', async (_case, body, code) => {
		const provider = freshProvider({ faults: true });
		await switchMailchimp(provider, { connected: true });
		const response =
			typeof body === 'string'
				? await requestJson(provider, SITE_ROUTE, { method: 'POST', body, nonce: false })
				: await signUp(provider, body);
		expect(response.status).toBe(400);
		const error = await bodyOf(response, restErrorSchema);
		expect(error.code).toBe(code);
		expect(error.message).not.toBe('');
		expect(await subscribers(provider)).toEqual([]);
	});

	it('answers 502 while the service is switched to failing, and takes signups again after', async () => {
		const provider = freshProvider({ faults: true });
		await switchMailchimp(provider, { connected: true, failing: true });
		const failed = await signUp(provider, { email: 'ada@example.com' });
		expect(failed.status).toBe(502);
		expect(await codeOf(failed)).toBe('blockyard_newsletter_failed');
		await switchMailchimp(provider, { failing: false });
		expect((await signUp(provider, { email: 'ada@example.com' })).status).toBe(200);
	});

	it('keeps the list private and the switch for tests only', async () => {
		const provider = freshProvider({ faults: true });
		const anonymous = await requestJson(provider, '/wp-json/wpcom/v2/mailchimp/subscribers', {
			nonce: false,
		});
		expect(anonymous.status).toBe(403);
		const plain = freshProvider();
		expect((await switchMailchimp(plain, { connected: true })).status).toBe(404);
		expect((await switchMailchimp(provider, { connected: 'yes' })).status).toBe(400);
	});
});
