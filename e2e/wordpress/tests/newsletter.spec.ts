import type { APIRequestContext } from '@playwright/test';

import { providerJson } from '../support/provider';
import { expect, test } from '../support/test';
import { wordpressServices } from '../support/worker-sites';

// The plugin's newsletter route (packages/wordpress-plugin/plugin/includes/newsletter.php) in real
// WordPress: a visitor's signup, checked by WordPress and forwarded to the local provider (the
// provider root of the e2e sites), which keeps the list. Requests are made as a visitor: no nonce.
// Then the Mailchimp block's form on a published post, sent by the embeds' visitor script.

const providerUrl = (): string => wordpressServices().providerUrl;

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
	return providerJson(request, providerUrl(), 'wp-json/wpcom/v2/mailchimp/subscribers');
}

test('a visitor signs up through WordPress, and the address reaches the provider’s list', async ({
	playwright,
	siteUrl,
}, testInfo) => {
	test.setTimeout(120_000);
	const visitor = await playwright.request.newContext();
	// The site logs a browser's first request in (e2e/wordpress/mu-plugins/e2e-auto-login.php), with a
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

test('the Mailchimp block’s form signs a visitor up on a published post', async ({
	page,
	playwright,
	siteUrl,
}, testInfo) => {
	test.setTimeout(150_000);
	const provider = await playwright.request.newContext();
	await connectMailchimp(provider);
	// The site logs the first request of a browser in as the admin (e2e/wordpress/mu-plugins/e2e-auto-login.php).
	await page.request.get(`${siteUrl}wp-admin/`);
	const nonce = await (
		await page.request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)
	).text();
	const content = [
		'<!-- wp:blockyard/mailchimp {"interests":["local-events"]} -->',
		`<div class="wp-block-blockyard-mailchimp" data-processing-label="Processing…" data-success-label="Success! You're on the list." data-error-label="Whoops!" data-interests="local-events"><form class="wp-block-blockyard-mailchimp__form" method="post"><input class="wp-block-blockyard-mailchimp__email" type="email" name="email" autocomplete="email" required placeholder="Enter your email" aria-label="Enter your email"/><!-- wp:blockyard/button {"saveInPostContent":true,"uniqueId":"mailchimp-widget-id","text":"Join my Mailchimp audience"} -->`,
		'<div class="wp-block-blockyard-button"><button class="wp-block-blockyard-button__element" type="submit">Join my Mailchimp audience</button></div>',
		'<!-- /wp:blockyard/button --><p class="wp-block-blockyard-mailchimp__consent">I agree.</p></form><p class="wp-block-blockyard-mailchimp__status" role="status" aria-live="polite"></p></div>',
		'<!-- /wp:blockyard/mailchimp -->',
	].join('\n');
	const created = await page.request.post(`${siteUrl}wp-json/wp/v2/posts`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { title: 'Newsletter', content, status: 'publish' },
	});
	expect(created.status(), await created.text()).toBe(201);
	const { link } = (await created.json()) as { link: string };

	const email = `block-visitor-${testInfo.project.name}@example.com`;
	await page.goto(link);
	const block = page.locator('.wp-block-blockyard-mailchimp');
	await block.getByRole('textbox', { name: 'Enter your email' }).fill(email);
	await block.getByRole('button', { name: 'Join my Mailchimp audience' }).click();
	await expect(block.getByRole('status')).toHaveText("Success! You're on the list.");

	const mine = (await listed(provider)).filter((entry) => entry.email === email);
	expect(mine).toEqual([expect.objectContaining({ email, interests: ['local-events'] })]);
	await provider.dispose();
});
