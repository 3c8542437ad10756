import type { Page } from '@playwright/test';

import { allowBlockTiers } from '../support/block-tiers';
import { test, expect } from '../support/test';

// The embed blocks' visitor script on a real visitor's page: the plugin prints
// build/embeds/view.js where a block with a view renders, and each view loads its provider's
// script from its fixed address. Tock's and Pinterest's hosts are out of reach here: tiny
// stand-ins of our own draw Tock's Book now button and a Pinterest board.

const BOARD = 'https://www.pinterest.com/maker/summer-recipes/';

async function standInForProviders(page: Page): Promise<string[]> {
	const requested: string[] = [];
	await page.route('https://www.exploretock.com/tock.js', async (route) => {
		requested.push(route.request().url());
		await route.fulfill({
			contentType: 'text/javascript',
			body: `window.tock.queue.splice(0).forEach(function (command) {
	var button = document.createElement('button');
	button.type = 'button';
	button.textContent = 'Book now';
	button.setAttribute('data-business', command[1]);
	document.getElementById('Tock_widget_container').append(button);
});`,
		});
	});
	await page.route('https://assets.pinterest.com/js/pinit.js', async (route) => {
		requested.push(route.request().url());
		await route.fulfill({
			contentType: 'text/javascript',
			body: `document.querySelectorAll('a[data-pin-do]').forEach(function (link) {
	var drawn = document.createElement('p');
	drawn.textContent = 'Board drawn by Pinterest: ' + link.getAttribute('href');
	link.replaceWith(drawn);
});`,
		});
	});
	return requested;
}

test('Tock and a Pinterest board: saved in WordPress, their providers’ scripts draw them for visitors', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	const requested = await standInForProviders(page);
	// Tock is a beta block: the site allows beta blocks.
	await allowBlockTiers(browser, siteUrl, ['beta']);
	await wp.openNewPost();

	await wp.insertBlock('Tock', 'blockyard/tock');
	const name = page.getByRole('textbox', { name: 'Tock business name' });
	await name.fill('https://www.exploretock.com/roadhouse');
	await name.press('Enter');
	await expect(name).toBeHidden();

	await wp.insertBlock('Pinterest', 'blockyard/pinterest');
	const canvas = wp.canvas();
	await canvas.getByRole('textbox', { name: 'Pinterest URL' }).fill(BOARD);
	await canvas.getByRole('button', { name: 'Embed' }).click();
	await expect(canvas.locator('.wp-block-blockyard-pinterest').getByText('Pinterest board')).toBeVisible();

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	const saved = await wp.serializedPost();
	expect(saved).toContain('<!-- wp:blockyard/tock {"url":"roadhouse"} -->');
	expect(saved).toContain(`<!-- wp:blockyard/pinterest {"url":"${BOARD}"} -->`);
	// Nothing of the providers' runs in the editor.
	expect(requested).toEqual([]);

	await page.goto(`${siteUrl}?p=${await wp.postId()}&preview=true`);
	await expect(page.locator('script[src*="/plugins/blockyard/build/embeds/view.js"]')).toHaveCount(1);
	await expect(
		page.locator('.wp-block-blockyard-tock').getByRole('button', { name: 'Book now' })
	).toHaveAttribute('data-business', 'roadhouse');
	await expect(page.locator('.wp-block-blockyard-tock a')).toBeHidden();
	await expect(page.locator('.wp-block-blockyard-pinterest')).toContainText(
		`Board drawn by Pinterest: ${BOARD}`
	);
	expect([...requested].sort()).toEqual([
		'https://assets.pinterest.com/js/pinit.js',
		'https://www.exploretock.com/tock.js',
	]);
});
