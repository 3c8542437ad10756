import type { APIRequestContext, Browser, BrowserContext, FrameLocator, Page } from '@playwright/test';

import { providerHeaders } from '../support/provider';
import { asAdmin, publishPost } from '../support/rest-posts';
import { test, expect } from '../support/test';

// The hosted video block for visitors in WordPress: the plugin renders the saved player address
// through oEmbed (the local provider stands in for the video service) and gives a signed-in
// visitor a playback token; the service refuses a private video to anyone else.

interface HostedVideo {
	readonly id: number;
	readonly guid: string;
	readonly url: string;
}

async function hostedVideo(
	request: APIRequestContext,
	providerUrl: string,
	meta: Record<string, number>
): Promise<HostedVideo> {
	const headers = await providerHeaders(request, providerUrl);
	const uploaded = await request.post(`${providerUrl}wp-json/wp/v2/media`, {
		multipart: {
			file: { name: 'harbour.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really a video') },
		},
		headers,
	});
	expect(uploaded.ok()).toBe(true);
	const { id, source_url: url } = (await uploaded.json()) as { id: number; source_url: string };
	const item = await request.get(`${providerUrl}wp-json/wp/v2/media/${id}`);
	const { guid } = ((await item.json()) as { jetpack_videopress: { guid: string } }).jetpack_videopress;
	const changed = await request.post(`${providerUrl}wp-json/wpcom/v2/videopress/meta`, {
		data: { id, ...meta },
		headers,
	});
	expect(changed.ok()).toBe(true);
	return { id, guid, url };
}

/** The block as the editor saves it: the player's address, with seekbar colours of its own. */
const savedBlock = (video: HostedVideo) =>
	`<!-- wp:blockyard/video {"guid":"${video.guid}","id":${video.id},"src":"${video.url}","seekbarColor":"#ff0000","seekbarPlayedColor":"#00ff00","useAverageColor":false} -->\n` +
	`<figure class="wp-block-blockyard-video wp-block-embed is-type-video is-provider-videopress"><div class="wp-block-embed__wrapper">\n` +
	`https://videopress.com/v/${video.guid}?resizeToParent=true&amp;cover=true&amp;sbc=%23ff0000&amp;sbpc=%2300ff00&amp;useAverageColor=false\n` +
	'</div></figure>\n<!-- /wp:blockyard/video -->';

/** A browser of a visitor who is not signed in (the test site would sign a new browser in). */
async function anonymousVisitor(browser: Browser, siteUrl: string): Promise<BrowserContext> {
	const context = await browser.newContext();
	await context.addCookies([{ name: 'playground_auto_login_already_happened', value: '1', url: siteUrl }]);
	return context;
}

const playerFrame = (page: Page): FrameLocator => page.frameLocator('figure.wp-block-blockyard-video iframe');

test('a private video: the service refuses an anonymous visitor its player and file, and plays it for a signed-in one', async ({
	page,
	browser,
	siteUrl,
	providerUrl,
}) => {
	const video = await hostedVideo(page.request, providerUrl, { privacy_setting: 1, allow_download: 0 });
	const admin = await asAdmin(browser, siteUrl);
	const postId = await publishPost(admin, siteUrl, 'Harbour', savedBlock(video));

	const visitor = await anonymousVisitor(browser, siteUrl);
	try {
		const anonymous = await visitor.newPage();
		await anonymous.goto(`${siteUrl}?p=${postId}`);
		const frame = anonymous.locator('figure.wp-block-blockyard-video iframe');
		await expect(frame).toHaveAttribute('src', new RegExp(`^${providerUrl}embed/${video.guid}\\?`));
		expect(await frame.getAttribute('src')).not.toContain('metadata_token');
		await expect(playerFrame(anonymous).getByText('This video is private.')).toBeVisible();
		expect((await visitor.request.get(video.url)).status()).toBe(403);
		expect(await anonymous.content()).not.toContain(new URL(video.url).pathname);
	} finally {
		await visitor.close();
	}

	await page.goto(`${siteUrl}?p=${postId}`);
	const player = playerFrame(page).locator('video');
	await expect(player).toHaveAttribute('src', /metadata_token=/);
	expect((await page.request.get((await player.getAttribute('src')) ?? '')).status()).toBe(200);
	// With downloads off: no download control, and the page names no file.
	await expect(player).toHaveAttribute('controlslist', 'nodownload');
	await expect(playerFrame(page).locator('.player__download, a[download]')).toHaveCount(0);
	expect(await page.content()).not.toContain(new URL(video.url).pathname);
	// The seekbar's colours are the ones the author chose, inside the player.
	const background = (selector: string) =>
		playerFrame(page)
			.locator(selector)
			.evaluate((element) => getComputedStyle(element).backgroundColor);
	expect(await background('.player__seekbar')).toBe('rgb(255, 0, 0)');
	expect(await background('.player__played')).toBe('rgb(0, 255, 0)');
});

test('a post saved with the native <video> opens valid and upgrades to the player’s address', async ({
	wp,
	page,
	browser,
	siteUrl,
	providerUrl,
}) => {
	const video = await hostedVideo(page.request, providerUrl, { privacy_setting: 0 });
	const old =
		// No media id: the site's library does not have the provider's video (the block would turn into a core video).
		`<!-- wp:blockyard/video {"guid":"${video.guid}","src":"${video.url}","loop":true} -->\n` +
		`<figure class="wp-block-blockyard-video"><video controls loop preload="metadata" src="${video.url}"></video></figure>\n` +
		'<!-- /wp:blockyard/video -->';
	const postId = await publishPost(await asAdmin(browser, siteUrl), siteUrl, 'Old harbour', old);
	await wp.openPost(postId);
	await wp.expectAllBlocksValid();
	const serialized = await wp.serializedPost();
	expect(serialized).toContain(
		`https://videopress.com/v/${video.guid}?resizeToParent=true&amp;cover=true&amp;loop=true`
	);
	expect(serialized).not.toContain('<video');
});

test('the editor previews the service’s player through WordPress’s embed preview, a private one with a playback token', async ({
	wp,
	page,
	browser,
	siteUrl,
	providerUrl,
}) => {
	const video = await hostedVideo(page.request, providerUrl, { privacy_setting: 1 });
	// No media id: the site's library does not have the provider's video (the block would turn into a core video).
	const block =
		`<!-- wp:blockyard/video {"guid":"${video.guid}","src":"${video.url}"} -->\n` +
		`<figure class="wp-block-blockyard-video wp-block-embed is-type-video is-provider-videopress"><div class="wp-block-embed__wrapper">\n` +
		`https://videopress.com/v/${video.guid}?resizeToParent=true&amp;cover=true\n` +
		'</div></figure>\n<!-- /wp:blockyard/video -->';
	const postId = await publishPost(await asAdmin(browser, siteUrl), siteUrl, 'Private harbour', block);
	const proxied = page.waitForRequest((request) => request.url().includes('oembed/1.0/proxy'));
	await wp.openPost(postId);
	await proxied;
	const frame = wp.canvas().locator('iframe.wp-block-blockyard-video__player');
	await expect(frame).toHaveAttribute(
		'src',
		new RegExp(`^${providerUrl}embed/${video.guid}\\?.*metadata_token=`)
	);
	const player = wp.canvas().frameLocator('iframe.wp-block-blockyard-video__player').locator('video');
	await expect(player).toHaveAttribute('src', /metadata_token=/);
	expect((await page.request.get((await player.getAttribute('src')) ?? '')).status()).toBe(200);
	await wp.expectAllBlocksValid();
});
