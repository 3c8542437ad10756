// Business Hours' steps shared by the plugin's deep flow (e2e/wordpress/tests/content.spec.ts)
// and the plugin author's flow (e2e/consumers/tests/wp-plugin.spec.ts): open Saturday until
// 1 PM in the editor, and find it so on a visitor's page with the block's stylesheet.
import { expect, type Page } from '@playwright/test';

import type { WordPressEditor } from './wordpress-editor';

/** In the selected Business Hours block: open on Saturday, closing at 13:00. */
export async function openSaturdayUntilOnePm(wp: WordPressEditor): Promise<void> {
	const saturday = wp.canvas().getByRole('group', { name: 'Saturday' });
	await saturday.getByRole('checkbox', { name: 'Open on Saturday' }).check();
	await saturday.getByLabel('Closing time, Saturday, interval 1').fill('13:00');
}

/** On a visitor's page: Saturday shows 9:00 AM – 1:00 PM, and the block's style.css came with it. */
export async function expectSaturdayUntilOnePmForVisitors(page: Page): Promise<void> {
	const hours = page.locator('.wp-block-blockyard-business-hours');
	await expect(
		hours.locator('div', { has: page.locator('dt', { hasText: 'Saturday' }) }).locator('dd')
	).toHaveText('9:00 AM – 1:00 PM');
	// The block's style.css, registered from its block.json: linked, or inlined when small.
	await expect(
		page.locator(
			'link[id^="blockyard-business-hours-style"], style[id^="blockyard-business-hours-style"]'
		)
	).toHaveCount(1);
}
