import type { APIRequestContext, Page } from '@playwright/test';

import { axeBuilder } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

// blockyard/ad (packages/payments), as an editor and as a visitor. The editor shows a
// placeholder of the format's size and loads nothing of the ad network; a visitor's page gets
// the network's unit (the local provider's stand-in, ads/v1) in the block's slot, whose room is
// kept before it loads.

interface AdLog {
	impressions: { view: string; format: string }[];
}

const adLog = async (request: APIRequestContext): Promise<AdLog> =>
	(await (await request.get(`${providerUrl()}wp-json/ads/v1/log`)).json()) as AdLog;

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

/** A saved post holding one ad block of `format` (its saved markup, as the block saves it). */
async function postWithAd(
	request: APIRequestContext,
	format: string,
	width: number,
	height: number,
	hideMobile = false
) {
	const content = `<!-- wp:blockyard/ad {"format":"${format}"${hideMobile ? ',"hideMobile":true' : ''}} -->\n<div class="wp-block-blockyard-ad aligncenter is-format-${format.replaceAll('_', '-')}${hideMobile ? ' is-hidden-on-mobile' : ''}"><div class="wp-block-blockyard-ad__slot" style="width:${String(width)}px;height:${String(height)}px"></div></div>\n<!-- /wp:blockyard/ad -->`;
	const response = await request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
		data: { title: 'Ad', content, status: 'publish' },
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
	return ((await response.json()) as { id: number }).id;
}

/**
 * The accessibility scan of the block on the visitor's page, as `expectNoSeriousAxeViolations`
 * does it, but without going into the unit's frame: it is sandboxed without scripts, so axe
 * cannot run there (the frame's own page is the network's, titled 'Advertisement').
 */
async function expectNoSeriousAxeViolationsAroundTheUnit(page: Page): Promise<void> {
	await expect(page.locator('.wp-block-blockyard-ad')).toBeVisible();
	const { violations } = await axeBuilder(page)
		.include('.wp-block-blockyard-ad')
		.exclude('.wp-block-blockyard-ad__unit')
		.analyze();
	expect(
		violations
			.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
			.map((violation) => `${violation.id}: ${violation.help}`)
	).toEqual([]);
}

test.describe('Ad', () => {
	test('picks a format, hides it on mobile, saves, reloads valid; the visitor gets the creative of the format’s size, counted once, none in the editor and none on a narrow screen', async ({
		editor,
		page,
	}) => {
		const requests = adRequests(page);
		const before = (await adLog(page.request)).impressions.length;
		await editor.open();
		await editor.insertBlock('Ad');
		const placeholder = editor.canvas().locator('.wp-block-blockyard-ad__placeholder');
		await expect(placeholder).toContainText('Rectangle · 300x250');
		expect(await placeholder.boundingBox()).toMatchObject({ width: 300, height: 250 });
		// The playground's site shows ads: the editor says nothing of their being off.
		await expect(editor.canvas().getByText(/Ads are not turned on/)).toHaveCount(0);

		// The toolbar's format list: the four formats, each with its size.
		await editor.showBlockToolbar();
		await page.getByRole('button', { name: 'Pick an ad format' }).click();
		await expect(page.getByRole('menuitemradio')).toHaveText([
			'Rectangle 300x250',
			'Leaderboard 728x90',
			'Mobile Leaderboard 320x50',
			'Wide Skyscraper 160x600',
		]);
		await page.getByRole('menuitemradio', { name: 'Wide Skyscraper 160x600' }).click();
		await expect(placeholder).toContainText('Wide Skyscraper · 160x600');
		expect(await placeholder.boundingBox()).toMatchObject({ width: 160, height: 600 });

		// Aligned right, through the block's alignment support.
		await editor.showBlockToolbar();
		await page.getByRole('button', { name: 'Align block' }).click();
		await page.getByRole('menuitemradio', { name: 'Align right' }).click();

		// The sidebar hides it from mobile visitors; the editor still shows it.
		const hideOnMobile = page.getByRole('checkbox', { name: 'Hide on mobile' });
		await expect(page.getByText('Hides this block for site visitors on mobile devices.')).toBeVisible();
		await hideOnMobile.check();
		await expect(placeholder).toBeVisible();

		const saved = await editor.serializedPost();
		expect(saved).toContain(
			'<!-- wp:blockyard/ad {"align":"right","format":"wideskyscraper","hideMobile":true} -->'
		);
		expect(saved).toContain(
			'<div class="wp-block-blockyard-ad alignright is-format-wideskyscraper is-hidden-on-mobile"><div class="wp-block-blockyard-ad__slot" style="width:160px;height:600px"></div></div>'
		);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);
		await expect(page.getByRole('checkbox', { name: 'Hide on mobile' })).toHaveCount(0);

		// Nothing of the ad network in the editor.
		expect(requests).toEqual([]);
		expect((await adLog(page.request)).impressions).toHaveLength(before);

		// What a visitor sees: the network's creative, 160 by 600, in the slot at the right.
		await page.goto(`${playgroundUrl()}preview.html?post=${String(editor.postId)}`);
		const slot = page.locator('.wp-block-blockyard-ad__slot');
		await expect(slot).toBeVisible();
		expect(await slot.boundingBox()).toMatchObject({ width: 160, height: 600 });
		const frame = slot.locator('iframe.wp-block-blockyard-ad__unit');
		await expect(frame).toHaveAttribute('title', 'Advertisement');
		expect(await frame.boundingBox()).toMatchObject({ width: 160, height: 600 });
		const creative = page
			.frameLocator('.wp-block-blockyard-ad__unit')
			.getByRole('img', { name: 'Advertisement' });
		await expect(creative).toBeVisible();
		await expect
			.poll(() =>
				creative.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])
			)
			.toEqual([160, 600]);
		await expect(page.frameLocator('.wp-block-blockyard-ad__unit').getByRole('link')).toHaveAttribute(
			'href',
			/^click\?format=wideskyscraper&view=[\w-]+&to=https%3A%2F%2F/
		);
		await expectNoSeriousAxeViolationsAroundTheUnit(page);

		// One impression, for this view.
		const view = new URL((await frame.getAttribute('src')) ?? '').searchParams.get('view');
		const impressions = (await adLog(page.request)).impressions.slice(before);
		expect(impressions).toEqual([expect.objectContaining({ view, format: 'wideskyscraper' })]);

		// Hidden on a narrow screen, by CSS alone.
		await page.setViewportSize({ width: 400, height: 800 });
		await expect(page.locator('.wp-block-blockyard-ad')).toBeHidden();
		await page.setViewportSize({ width: 800, height: 800 });
		await expect(slot).toBeVisible();
		expect((await adLog(page.request)).impressions.slice(before)).toHaveLength(1);
	});

	test('an ad the network does not fill leaves the slot empty, of its size, with no error', async ({
		page,
	}) => {
		const postId = await postWithAd(page.request, 'mrec', 300, 250);
		await page.route('**/ads/v1/unit?**', (route) => route.fulfill({ status: 204 }));
		await page.goto(`${playgroundUrl()}preview.html?post=${String(postId)}`);
		const slot = page.locator('.wp-block-blockyard-ad__slot');
		await expect(slot.locator('iframe')).toHaveCount(1);
		expect(await slot.boundingBox()).toMatchObject({ width: 300, height: 250 });
		await expect(page.frameLocator('.wp-block-blockyard-ad__unit').locator('img')).toHaveCount(0);
		await expectNoSeriousAxeViolationsAroundTheUnit(page);
	});

	test('a site without ads shows visitors nothing, and the editor says why', async ({ editor, page }) => {
		const postId = await postWithAd(page.request, 'mobile_leaderboard', 320, 50);
		const requests = adRequests(page);
		await editor.open(postId, { features: '-ads' });
		const placeholder = editor.canvas().locator('.wp-block-blockyard-ad__placeholder');
		expect(await placeholder.boundingBox()).toMatchObject({ width: 320, height: 50 });
		await expect(
			editor
				.canvas()
				.getByText('Ads are not turned on for this site, so visitors do not see this block.')
		).toBeVisible();

		await page.goto(`${playgroundUrl()}preview.html?post=${String(postId)}&features=-ads`);
		await expect(page.locator('.blockyard-preview__content')).toBeAttached();
		await expect(page.locator('.wp-block-blockyard-ad')).toHaveCount(0);
		expect(requests).toEqual([]);
	});

	test('an ad hidden on mobile is not loaded on a narrow screen, so it counts no impression there', async ({
		page,
	}) => {
		const postId = await postWithAd(page.request, 'mrec', 300, 250, true);
		const requests = adRequests(page);
		await page.setViewportSize({ width: 400, height: 800 });
		await page.goto(`${playgroundUrl()}preview.html?post=${String(postId)}`);
		await expect(page.locator('.wp-block-blockyard-ad__unit')).toHaveCount(1);
		await expect(page.locator('.wp-block-blockyard-ad')).toBeHidden();
		await page.waitForLoadState('networkidle');
		expect(requests).toEqual([]);

		// Wide again: the ad shows and its unit loads.
		await page.setViewportSize({ width: 800, height: 800 });
		await expect(page.frameLocator('.wp-block-blockyard-ad__unit').getByRole('img')).toBeVisible();
		expect(requests).toHaveLength(2);
	});
});
