import type { APIRequestContext, Page } from '@playwright/test';

import { asAdmin, publishPost } from '../support/rest-posts';
import { test, expect } from '../support/test';

// The ad block in WordPress: the editor shows the placeholder of the format's size and loads
// nothing of the ad network; the plugin's render filter puts the network's unit (the local
// provider's stand-in, ads/v1, on the provider root) in the saved slot for visitors.

interface AdLog {
	impressions: { view: string; format: string }[];
}

const adLog = async (request: APIRequestContext, providerUrl: string): Promise<AdLog> =>
	(await (await request.get(`${providerUrl}wp-json/ads/v1/log`)).json()) as AdLog;

/** Every request the page makes to the ad network, from now on. */
function adRequests(page: Page): string[] {
	const seen: string[] = [];
	page.on('request', (request) => {
		if (request.url().includes('/ads/v1/')) {
			seen.push(request.url());
		}
	});
	return seen;
}

const savedLeaderboard =
	'<!-- wp:blockyard/ad {"align":"left","format":"leaderboard"} -->\n' +
	'<div class="wp-block-blockyard-ad alignleft is-format-leaderboard"><div class="wp-block-blockyard-ad__slot" style="width:728px;height:90px"></div></div>\n' +
	'<!-- /wp:blockyard/ad -->';

test('the editor shows the placeholder and nothing of the ad network; a visitor gets the unit of the format’s size from the provider, counted once', async ({
	wp,
	page,
	browser,
	siteUrl,
	providerUrl,
}) => {
	const requests = adRequests(page);
	const before = (await adLog(page.request, providerUrl)).impressions.length;

	await wp.openNewPost();
	await wp.insertBlock('Ad');
	const canvas = page.frameLocator('iframe[name="editor-canvas"]');
	const placeholder = canvas.locator('.wp-block-blockyard-ad__placeholder');
	await expect(placeholder).toContainText('Rectangle · 300x250');
	expect(await placeholder.boundingBox()).toMatchObject({ width: 300, height: 250 });
	// The plugin's page state says the site shows ads (the local provider stands in for the network).
	expect(
		await page.evaluate(
			() =>
				(window as { blockyardPageState?: { features?: Record<string, boolean> } }).blockyardPageState
					?.features?.ads
		)
	).toBe(true);
	await expect(canvas.getByText(/Ads are not turned on/)).toHaveCount(0);
	await wp.expectAllBlocksValid();
	expect(requests).toEqual([]);

	const postId = await publishPost(await asAdmin(browser, siteUrl), siteUrl, 'An ad', savedLeaderboard);
	await page.setViewportSize({ width: 1280, height: 900 });
	await page.goto(`${siteUrl}?p=${String(postId)}`);
	const frame = page.locator('.wp-block-blockyard-ad__slot > iframe.wp-block-blockyard-ad__unit');
	await expect(frame).toHaveAttribute(
		'src',
		new RegExp(
			`^${providerUrl.replaceAll('.', '\\.')}wp-json/ads/v1/unit\\?format=leaderboard&view=[0-9a-f-]{36}$`
		)
	);
	await expect(frame).toHaveAttribute(
		'sandbox',
		'allow-popups allow-popups-to-escape-sandbox allow-same-origin'
	);
	const creative = page
		.frameLocator('.wp-block-blockyard-ad__unit')
		.getByRole('img', { name: 'Advertisement' });
	await expect
		.poll(() => creative.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
		.toEqual([728, 90]);
	const view = new URL((await frame.getAttribute('src')) ?? '').searchParams.get('view');
	expect((await adLog(page.request, providerUrl)).impressions.slice(before)).toEqual([
		expect.objectContaining({ view, format: 'leaderboard' }),
	]);
	expect(await page.locator('.wp-block-blockyard-ad script').count()).toBe(0);
});

// `blockyard_e2e_no_ads` (e2e/wordpress/mu-plugins) makes the page one of a site without ads.
test('a site without ads: the editor says why, and visitors get nothing of the block', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	const requests = adRequests(page);
	await wp.openNewPost('blockyard_e2e_no_ads=1');
	await wp.insertBlock('Ad');
	const canvas = page.frameLocator('iframe[name="editor-canvas"]');
	expect(await canvas.locator('.wp-block-blockyard-ad__placeholder').boundingBox()).toMatchObject({
		width: 300,
		height: 250,
	});
	await expect(
		canvas.getByText('Ads are not turned on for this site, so visitors do not see this block.')
	).toBeVisible();

	const postId = await publishPost(await asAdmin(browser, siteUrl), siteUrl, 'No ad', savedLeaderboard);
	await page.goto(`${siteUrl}?p=${String(postId)}&blockyard_e2e_no_ads=1`);
	await expect(page.locator('body')).toBeVisible();
	await expect(page.locator('.wp-block-blockyard-ad')).toHaveCount(0);
	expect(requests).toEqual([]);
});
