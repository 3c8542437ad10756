import type { APIRequestContext } from '@playwright/test';

import { expect, test } from '../support/test';

// The plugin's newsletter route (packages/wordpress-plugin/plugin/includes/newsletter.php) in real
// WordPress: a visitor's signup, checked by WordPress and forwarded to the local provider (the
// provider root of the e2e sites), which keeps the list. Requests are made as a visitor: no nonce.

const providerUrl = (): string => process.env.BLOCKYARD_PROVIDER_URL ?? '';

/** Connects the provider's stand-in Mailchimp list through its connect page, as the popup would. */
async function connectMailchimp(request: APIRequestContext): Promise<void> {
	const page = `${providerUrl()}wp-json/wpcom/v2/mailchimp/connect`;
	const html = await (await request.get(page)).text();
	const fields = Object.fromEntries(
		[...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
			([, name = '', value = '']) => [
				name,
				value.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code))),
			]
		)
	);
	const approved = await request.post(page, { form: fields });
	expect(approved.status(), await approved.text()).toBe(200);
}

/** The provider's list, read with its data folder's nonce. */
async function listed(
	request: APIRequestContext
): Promise<{ email: string; via: string; interests: string[] }[]> {
	const { nonce } = (await (await request.get(`${providerUrl()}blockyard/nonce`)).json()) as {
		nonce: string;
	};
	const response = await request.get(`${providerUrl()}wp-json/wpcom/v2/mailchimp/subscribers`, {
		headers: { 'X-WP-Nonce': nonce },
	});
	expect(response.status()).toBe(200);
	return (await response.json()) as { email: string; via: string; interests: string[] }[];
}

test('a visitor signs up through WordPress, and the address reaches the provider’s list', async ({
	playwright,
	siteUrl,
}, testInfo) => {
	test.setTimeout(120_000);
	const visitor = await playwright.request.newContext();
	// The site logs a browser's first request in (e2e/wordpress/support/blueprint.json), with a
	// redirect that would turn a POST into a GET: make it a GET. Without a nonce, WordPress still
	// treats the requests below as a visitor's.
	await visitor.get(`${siteUrl}wp-admin/`);
	const provider = await playwright.request.newContext();
	const route = `${siteUrl}wp-json/blockyard/v1/newsletter/subscribe`;
	const email = `visitor-${testInfo.project.name}@example.com`;

	const invalid = await visitor.post(route, { data: { email: 'not an address' } });
	expect(invalid.status(), await invalid.text()).toBe(400);
	expect(await invalid.json()).toMatchObject({ code: 'blockyard_newsletter_invalid_email' });

	const malformed = await visitor.post(route, { data: { email, interests: 'local-news' } });
	expect(malformed.status()).toBe(400);
	expect(await malformed.json()).toMatchObject({ code: 'blockyard_newsletter_invalid_request' });

	await connectMailchimp(provider);
	const signup = { email, interests: ['local-news'], signupFieldTag: 'SOURCE', signupFieldValue: 'e2e' };
	const first = await visitor.post(route, { data: signup });
	expect(first.status(), await first.text()).toBe(200);
	expect(await first.json()).toEqual({ subscribed: true });
	// The same address again succeeds: the visitor is on the list either way.
	const again = await visitor.post(route, { data: signup });
	expect(await again.json()).toEqual({ subscribed: true });

	const mine = (await listed(provider)).filter((entry) => entry.email === email);
	expect(mine).toEqual([expect.objectContaining({ email, via: 'wpcom/v2', interests: ['local-news'] })]);
	await visitor.dispose();
	await provider.dispose();
});
