import type { Page } from '@playwright/test';

import { expectNearerTheLeft, horizontal, setSelectedBlockAttributes } from '../../support/layout';
import { saveSiteSettings } from '../support/site-settings';
import { test, expect } from '../support/test';

/** The text of the stylesheet WordPress serves a page under `handle`: printed in it, or linked. */
async function servedStylesheet(page: Page, handle: string): Promise<string> {
	const printed = page.locator(`style#${handle}-inline-css`);
	if ((await printed.count()) > 0) {
		return ((await printed.textContent()) ?? '').trim();
	}
	const href = await page.locator(`link#${handle}-rtl-css, link#${handle}-css`).getAttribute('href');
	expect(href, `a stylesheet for ${handle}`).not.toBeNull();
	return (await (await page.request.get(href ?? '')).text()).trim();
}

// The plugin on a site in a language written right to left (the set-up's Arabic: WordPress's
// direction only, its words English): WordPress serves each block's `style-rtl.css`, which the
// plugin's build turned with rtlcss, in the editor's canvas and on the visitor's page. Business
// Hours' rows read from the right; a star rating the author aligned left stays on the left.
test('on a right-to-left site the blocks’ -rtl.css stylesheets lay them out mirrored, keeping chosen sides', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	await saveSiteSettings(browser, siteUrl, { language: 'ar' });
	await wp.openNewPost();
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

	await wp.insertBlock('Business Hours', 'blockyard/business-hours');
	await wp.insertBlock('Star Rating', 'blockyard/star-rating');
	await setSelectedBlockAttributes(page, { align: 'left' });
	const canvas = wp.canvas();
	await expect(canvas.locator('link[href*="/star-rating/style-rtl.css"]')).toHaveCount(1);
	const rating = canvas.locator('.wp-block-blockyard-star-rating');
	await expect(rating).toHaveClass(/has-text-align-left/);
	await expectNearerTheLeft(rating.locator('.wp-block-blockyard-star-rating__stars'), rating);

	await wp.publish();
	await wp.reload();
	await wp.expectAllBlocksValid();

	await page.goto(`${siteUrl}?p=${await wp.postId()}`);
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	// WordPress prints a small block stylesheet into the page, or links it: either way, the -rtl.css.
	const built = `${siteUrl}wp-content/plugins/blockyard/build/content/blocks/star-rating/`;
	const turned = (await (await page.request.get(`${built}style-rtl.css`)).text()).trim();
	expect(turned).not.toBe((await (await page.request.get(`${built}style.css`)).text()).trim());
	expect(await servedStylesheet(page, 'blockyard-star-rating-style')).toBe(turned);
	// Each day's name first, on the right; its hours to its left.
	const row = page
		.locator('.wp-block-blockyard-business-hours div')
		.filter({ has: page.locator('dt', { hasText: 'Monday' }) });
	expect((await horizontal(row.locator('dt'))).left).toBeGreaterThan(
		(await horizontal(row.locator('dd'))).left
	);
	const saved = page.locator('.wp-block-blockyard-star-rating');
	await expectNearerTheLeft(saved.locator('.wp-block-blockyard-star-rating__stars'), saved);
});
