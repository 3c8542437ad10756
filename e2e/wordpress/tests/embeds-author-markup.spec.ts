import type { APIRequestContext, Browser } from '@playwright/test';

import { test, expect } from '../support/test';
import { logInAs } from '../support/wordpress-editor';

// What an author (no unfiltered_html) keeps of the Tock and Pinterest blocks: Tock's widget
// container and link, a pin's frame (on assets.pinterest.com, through the plugin's kses
// allowance) and a board's data-pin-do link, all as saved, and valid when opened again.

const TOCK = [
	'<!-- wp:blockyard/tock {"url":"roadhouse"} -->',
	'<div class="wp-block-blockyard-tock"><div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="en-us" data-tock-timezone="America/New_York"></div><a class="blockyard-tock__link" href="https://www.exploretock.com/roadhouse">www.exploretock.com/roadhouse</a></div>',
	'<!-- /wp:blockyard/tock -->',
].join('\n');

const PIN = [
	'<!-- wp:blockyard/pinterest {"url":"https://www.pinterest.com/pin/99360735500167749/"} -->',
	'<div class="wp-block-blockyard-pinterest"><iframe src="https://assets.pinterest.com/ext/embed.html?id=99360735500167749" title="Pinterest pin" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" height="714" loading="lazy"></iframe></div>',
	'<!-- /wp:blockyard/pinterest -->',
].join('\n');

const BOARD = [
	'<!-- wp:blockyard/pinterest {"url":"https://www.pinterest.com/maker/summer-recipes/"} -->',
	'<div class="wp-block-blockyard-pinterest"><a data-pin-do="embedBoard" href="https://www.pinterest.com/maker/summer-recipes/">https://www.pinterest.com/maker/summer-recipes/</a></div>',
	'<!-- /wp:blockyard/pinterest -->',
].join('\n');

/** A REST nonce for whoever `request` is logged in as. */
const restNonce = async (request: APIRequestContext, siteUrl: string): Promise<string> =>
	(await request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)).text();

/** A request context logged in as the admin (WordPress Playground logs a new browser's first request in). */
async function asAdmin(browser: Browser, siteUrl: string): Promise<APIRequestContext> {
	const context = await browser.newContext();
	await context.request.get(`${siteUrl}wp-admin/`);
	return context.request;
}

test('an author keeps Tock and Pinterest blocks as they are saved', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	await logInAs(page, siteUrl, 'author', 'password');
	const created = await page.request.post(`${siteUrl}wp-json/wp/v2/posts`, {
		headers: { 'X-WP-Nonce': await restNonce(page.request, siteUrl) },
		data: { title: 'Tock and pins', content: [TOCK, PIN, BOARD].join('\n\n'), status: 'publish' },
	});
	expect(created.status(), await created.text()).toBe(201);
	const postId = ((await created.json()) as { id: number }).id;

	const admin = await asAdmin(browser, siteUrl);
	const read = await admin.get(`${siteUrl}wp-json/wp/v2/posts/${postId}?context=edit`, {
		headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
	});
	expect(read.status()).toBe(200);
	const stored = ((await read.json()) as { content: { raw: string } }).content.raw;
	for (const block of [TOCK, PIN, BOARD]) {
		expect(stored).toContain(block.split('\n')[1]);
	}

	await page.goto(`${siteUrl}wp-admin/post.php?post=${postId}&action=edit`);
	await wp.waitUntilReady();
	await wp.expectAllBlocksValid();
});
