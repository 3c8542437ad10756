// Posts written and read through WordPress's REST API, as the WordPress specs about what an
// author may save need them: publish as whoever a request is logged in as, read back what
// WordPress stored as the admin.
import type { APIRequestContext, Browser } from '@playwright/test';

import { expect } from './test';

/** A REST nonce for whoever `request` is logged in as. */
export const restNonce = async (request: APIRequestContext, siteUrl: string): Promise<string> =>
	(await request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)).text();

/** Publishes a post through the REST API as whoever `request` is logged in as; its id. */
export async function publishPost(
	request: APIRequestContext,
	siteUrl: string,
	title: string,
	content: string
): Promise<number> {
	const created = await request.post(`${siteUrl}wp-json/wp/v2/posts`, {
		headers: { 'X-WP-Nonce': await restNonce(request, siteUrl) },
		data: { title, content, status: 'publish' },
	});
	expect(created.status(), await created.text()).toBe(201);
	return ((await created.json()) as { id: number }).id;
}

/** A request context logged in as the admin (the test site logs a new browser's first request in: mu-plugins/e2e-auto-login.php). */
export async function asAdmin(browser: Browser, siteUrl: string): Promise<APIRequestContext> {
	const context = await browser.newContext();
	await context.request.get(`${siteUrl}wp-admin/`);
	return context.request;
}

/** What WordPress stored as a post's content (after its content filter), read as the admin. */
export async function storedContent(browser: Browser, siteUrl: string, postId: number): Promise<string> {
	const admin = await asAdmin(browser, siteUrl);
	const read = await admin.get(`${siteUrl}wp-json/wp/v2/posts/${postId}?context=edit`, {
		headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
	});
	expect(read.status()).toBe(200);
	return ((await read.json()) as { content: { raw: string } }).content.raw;
}
