import type { Page } from '@playwright/test';

import { test, expect } from '../support/test';

/** Whether the inserter offers a block of `title` when one searches for it. */
async function inserterOffers(page: Page, title: string): Promise<boolean> {
	await page.getByRole('button', { name: 'Toggle block inserter' }).click();
	await page.getByRole('searchbox', { name: 'Search' }).fill(title);
	// The search results replace the block categories a moment after typing.
	await expect(page.locator('.block-editor-inserter__block-list')).toHaveCount(0);
	const offered = page.getByRole('option', { name: title, exact: true });
	const noResults = page.locator('.block-editor-inserter__no-results');
	await expect(offered.or(noResults).first()).toBeVisible();
	const found = await offered.isVisible();
	await page.getByRole('button', { name: 'Toggle block inserter' }).click();
	return found;
}

// Which blocks the editor offers is the host's choice: production blocks always, a beta block
// (Tock) only where the site allows beta blocks, the playground's `?tiers=beta`.
test.describe('block tiers', () => {
	test('a beta block is not offered by default, and is with ?tiers=beta', async ({ editor, page }) => {
		await editor.open();
		expect(await inserterOffers(page, 'Tock')).toBe(false);
		// A production block of the same package is.
		expect(await inserterOffers(page, 'OpenTable')).toBe(true);

		await editor.open(undefined, { tiers: 'beta' });
		expect(await inserterOffers(page, 'Tock')).toBe(true);
		await editor.insertBlock('Tock');
		await expect(editor.canvas().locator('[data-type="blockyard/tock"]')).toBeVisible();
	});

	test('the inserter lists Blockyard’s blocks under Forms, Earn and Grow', async ({ editor, page }) => {
		await editor.open();
		await page.getByRole('button', { name: 'Toggle block inserter' }).click();
		const titles = page.locator('.block-editor-inserter__panel-title');
		await expect(titles.filter({ hasText: /^Grow$/ })).toBeVisible();
		const names = (await titles.allTextContents()).map((name) => name.trim());
		// After WordPress's own, in this order.
		expect(names.filter((name) => ['Forms', 'Earn', 'Grow'].includes(name))).toEqual([
			'Forms',
			'Earn',
			'Grow',
		]);
		const grow = page
			.locator('.block-editor-inserter__panel-header', { hasText: /^Grow$/ })
			.locator('xpath=..');
		await expect(grow.getByRole('option', { name: 'Related Posts', exact: true })).toBeVisible();
		await expect(grow.getByRole('option', { name: 'Repeat Visitor', exact: true })).toBeVisible();
	});
});
