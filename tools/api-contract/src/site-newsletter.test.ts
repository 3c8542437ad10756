import {
	hostedMailchimp,
	isApiError,
	newsletter,
	newsletterErrorKind,
	type NewsletterSignup,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';
import { approveProviderPage } from './provider-pages';

const provider = startProviderForTests({ faults: true });

/** What a visitor's page sends: the site's REST root, no nonce (a public page has none to give). */
const visitor = () => provider.apiWith({ nonce: undefined });

const kindOf = async (signup: NewsletterSignup): Promise<string> =>
	newsletterErrorKind(await newsletter.subscribe(visitor(), signup).catch((error: unknown) => error));

const switchMailchimp = (json: { connected?: boolean; failing?: boolean }) =>
	fetch(`${provider.restRoot}blockyard-testing/v1/mailchimp`, {
		method: 'PUT',
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
		body: JSON.stringify(json),
	});

/** The stand-in list's addresses, as an editor of the provider reads them. */
const listed = async (): Promise<unknown> =>
	(
		await fetch(`${provider.restRoot}wpcom/v2/mailchimp/subscribers`, {
			headers: { 'X-WP-Nonce': provider.nonce },
		})
	).json();

describe('newsletter (blockyard/v1/newsletter)', () => {
	it('refuses signups until the site connects its list, then takes them, twice alike', async () => {
		expect(await kindOf({ email: 'ada@example.com' })).toBe('notConnected');

		const status = await hostedMailchimp.status(provider.api);
		expect((await approveProviderPage(status.connect_url ?? '')).status).toBe(200);
		const [group] = (await hostedMailchimp.groups(provider.api)).interest_categories;
		const interests = group?.interests.map((interest) => interest.id) ?? [];

		const signup = {
			email: 'ada@example.com',
			interests,
			signupFieldTag: 'SOURCE',
			signupFieldValue: 'post-1',
		};
		await expect(newsletter.subscribe(visitor(), signup)).resolves.toEqual({ subscribed: true });
		await expect(newsletter.subscribe(visitor(), signup)).resolves.toEqual({ subscribed: true });
		expect(await listed()).toEqual([
			expect.objectContaining({
				email: 'ada@example.com',
				interests,
				merge_fields: { SOURCE: 'post-1' },
			}),
		]);
	});

	it('answers a typed error for a bad address and while the service fails', async () => {
		const error: unknown = await newsletter
			.subscribe(visitor(), { email: 'not-an-address' })
			.catch((e: unknown) => e);
		expect(isApiError(error) && error.status).toBe(400);
		expect(newsletterErrorKind(error)).toBe('invalidEmail');

		expect((await switchMailchimp({ connected: true, failing: true })).status).toBe(200);
		expect(await kindOf({ email: 'grace@example.org' })).toBe('failed');
		await switchMailchimp({ failing: false });
		await expect(newsletter.subscribe(visitor(), { email: 'grace@example.org' })).resolves.toEqual({
			subscribed: true,
		});
	});
});
