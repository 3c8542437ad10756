import type { Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

const BLOCK = '.wp-block-blockyard-tock';

/** Tock is a beta block: the editor offers it where the site allows beta blocks. */
const BETA = { tiers: 'beta' };

/**
 * www.exploretock.com is out of reach here: a tiny script of our own stands in for Tock's
 * widget (it takes the queued `tock('init', name)` and draws a Book now button in the
 * container), so the visitor's page shows the widget. The block's script address is the real one.
 */
async function standInForTock(page: Page): Promise<string[]> {
	const requested: string[] = [];
	await page.route('https://www.exploretock.com/**', async (route) => {
		requested.push(route.request().url());
		if (new URL(route.request().url()).pathname === '/tock.js') {
			await route.fulfill({
				contentType: 'text/javascript',
				body: `(function () {
	var tock = window.tock;
	function draw(command, name) {
		if (command !== 'init') return;
		var button = document.createElement('button');
		button.type = 'button';
		button.textContent = 'Book now';
		button.setAttribute('data-business', name);
		document.getElementById('Tock_widget_container').append(button);
	}
	tock.callMethod = draw;
	tock.queue.splice(0).forEach(function (command) { draw.apply(null, command); });
})();`,
			});
			return;
		}
		await route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Roadhouse</title><h1>Roadhouse on Tock</h1></html>',
		});
	});
	return requested;
}

// blockyard/tock (packages/embeds), as an editor and as a visitor.
test.describe('Tock', () => {
	test('takes a business name from its Tock address, is one per post, saves, reloads valid and shows visitors the Book now button', async ({
		editor,
		page,
	}) => {
		const requested = await standInForTock(page);
		await editor.open(undefined, BETA);
		await editor.insertBlock('Tock');
		const canvas = editor.canvas();

		// No name yet: the popover is open by itself.
		const field = page.getByRole('textbox', { name: 'Tock business name' });
		await expect(field).toBeVisible();
		await expect(field).toBeFocused();

		// Not a name: the message under the field, nothing saved.
		await field.fill('road house');
		await page.getByRole('button', { name: 'Save business name' }).click();
		await expect(
			page.getByRole('alert').filter({ hasText: 'That is not a Tock business name.' })
		).toBeVisible();
		expect(await editor.serializedPost()).toContain('<!-- wp:blockyard/tock -->');

		// The whole address, with Enter: the name is kept.
		await field.fill('https://www.exploretock.com/roadhouse');
		await field.press('Enter');
		await expect(field).toBeHidden();
		await expect(canvas.locator(`${BLOCK} #Tock_widget_container`)).toBeAttached();
		await expect(canvas.locator(BLOCK).getByRole('link')).toHaveText('www.exploretock.com/roadhouse');
		await expect(canvas.getByTestId('embed-overlay')).toBeAttached();
		// Tock's script never runs in the editor.
		expect(requested).toEqual([]);

		// The toolbar's Edit brings the popover back with the name; Escape leaves it unchanged.
		await canvas.locator(BLOCK).click();
		await editor.showBlockToolbar();
		await page
			.getByRole('toolbar', { name: 'Block tools' })
			.getByRole('button', { name: 'Edit' })
			.click();
		await expect(field).toHaveValue('roadhouse');
		await field.fill('elsewhere');
		await field.press('Escape');
		await expect(field).toBeHidden();

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/tock {"url":"roadhouse"} -->');
		expect(saved).toContain('href="https://www.exploretock.com/roadhouse"');
		expect(saved).toContain('data-tock-timezone="America/New_York"');

		// One per post: the inserter offers no second.
		await page.getByRole('button', { name: 'Toggle block inserter' }).click();
		await page.getByRole('searchbox', { name: 'Search' }).fill('Tock');
		await expect(page.getByRole('option', { name: 'Tock', exact: true })).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await page.getByRole('button', { name: 'Toggle block inserter' }).click();

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// What a visitor sees: Tock's widget (our stand-in) draws its button; the link steps aside.
		// Tock's real address, which this test answers (or refuses), not the playground's stand-in.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
		await expect(page.locator(BLOCK).getByRole('button', { name: 'Book now' })).toBeVisible();
		await expect(page.locator(BLOCK).getByRole('button', { name: 'Book now' })).toHaveAttribute(
			'data-business',
			'roadhouse'
		);
		await expect(page.locator(`${BLOCK} a`)).toBeHidden();
		expect(requested).toEqual(['https://www.exploretock.com/tock.js']);
		await expectNoSeriousAxeViolations(page, BLOCK);
	});

	test.describe('without Tock’s script', () => {
		// The browser logs the script it could not load.
		test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

		test('a visitor whose browser cannot load Tock’s script gets the link to the business’s page', async ({
			editor,
			page,
		}) => {
			await page.route('https://www.exploretock.com/**', (route) => route.abort());
			await editor.open(undefined, BETA);
			await editor.insertBlock('Tock');
			const field = page.getByRole('textbox', { name: 'Tock business name' });
			await field.fill('roadhouse');
			await field.press('Enter');
			await editor.saveAndReload();
			await editor.expectAllBlocksValid();

			// Tock's real address, which this test answers (or refuses), not the playground's stand-in.
			await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
			await expect(page.locator(`${BLOCK} a`)).toHaveAttribute(
				'href',
				'https://www.exploretock.com/roadhouse'
			);
			await expect(page.locator(`${BLOCK} a`)).toBeVisible();
			await expectNoSeriousAxeViolations(page, BLOCK);
		});
	});
});
