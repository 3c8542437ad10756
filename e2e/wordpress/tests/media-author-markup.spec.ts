import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { APIRequestContext, Browser } from '@playwright/test';

import { test, expect } from '../support/test';
import { logInAs } from '../support/wordpress-editor';

// What an author (no unfiltered_html) keeps of a tiled gallery: its rows' widths, each image's
// resized copies (`srcset` and `sizes`, through the plugin's kses allowance), its data, links and
// classes, valid when opened again.

const FIXTURES = join(import.meta.dirname, '../../../packages/media/test/fixtures');
const GALLERIES = [
	'blockyard__tiled-gallery.html',
	'blockyard__tiled-gallery__rounded-corners-linked-to-files.html',
].map((name) => readFileSync(join(FIXTURES, name), 'utf8').trim());

/** A REST nonce for whoever `request` is logged in as. */
const restNonce = async (request: APIRequestContext, siteUrl: string): Promise<string> =>
	(await request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)).text();

/** A request context logged in as the admin (the test site logs a new browser's first request in: mu-plugins/e2e-auto-login.php). */
async function asAdmin(browser: Browser, siteUrl: string): Promise<APIRequestContext> {
	const context = await browser.newContext();
	await context.request.get(`${siteUrl}wp-admin/`);
	return context.request;
}

/** The markup's opening tags with their attributes, self-closing slashes and spacing aside. */
const tags = (html: string): string[] =>
	[...html.matchAll(/<([a-z]+)\s[^>]*?\/?>/g)].map((tag) => tag[0].replace(/\s*\/?>$/, '>'));

test('an author keeps a tiled gallery as it is saved', async ({ wp, page, browser, siteUrl }) => {
	await logInAs(page, siteUrl, 'author', 'password');
	const created = await page.request.post(`${siteUrl}wp-json/wp/v2/posts`, {
		headers: { 'X-WP-Nonce': await restNonce(page.request, siteUrl) },
		data: { title: 'Galleries', content: GALLERIES.join('\n\n'), status: 'publish' },
	});
	expect(created.status(), await created.text()).toBe(201);
	const postId = ((await created.json()) as { id: number }).id;

	const admin = await asAdmin(browser, siteUrl);
	const read = await admin.get(`${siteUrl}wp-json/wp/v2/posts/${postId}?context=edit`, {
		headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
	});
	expect(read.status()).toBe(200);
	const stored = ((await read.json()) as { content: { raw: string } }).content.raw;
	expect(stored).toContain(' srcset="');
	expect(stored).toContain(' sizes="');
	expect(tags(stored)).toEqual(tags(GALLERIES.join('\n\n')));

	await page.goto(`${siteUrl}wp-admin/post.php?post=${postId}&action=edit`);
	await wp.waitUntilReady();
	await wp.expectAllBlocksValid();
});
