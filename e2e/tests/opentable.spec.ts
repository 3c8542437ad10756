import type { Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

/**
 * OpenTable is out of reach here: a tiny page of our own stands in for its widget, so the
 * frame shows something. The restaurant search goes to the local provider's stand-in.
 */
async function standInForOpenTable(page: Page): Promise<string[]> {
	const requested: string[] = [];
	await page.route('https://www.opentable.com/**', async (route) => {
		requested.push(route.request().url());
		await route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Reservations</title><h1>Book a table</h1></html>',
		});
	});
	return requested;
}

const canvasUrl = (lang: string) =>
	`https://www.opentable.com/widget/reservation/canvas?rid=1005&type=standard&theme=standard&domain=com&lang=${lang}&newtab=false&iframe=true`;

// blockyard/opentable (packages/embeds), as an editor and as a visitor.
test.describe('OpenTable', () => {
	test('picks a restaurant from the search, embeds the widget, sets its language, saves, reloads valid and shows visitors the widget', async ({
		editor,
		page,
	}) => {
		const requested = await standInForOpenTable(page);
		await editor.open();
		await editor.insertBlock('OpenTable');
		const canvas = editor.canvas();
		const picker = canvas.getByRole('combobox', { name: 'Restaurants' });
		await expect(canvas.getByRole('link', { name: /Sign up/ })).toBeVisible();

		// An embed code of another host: the error, and nothing embedded.
		await picker.fill('<script src="https://evil.example/widget/reservation/loader?rid=1"></script>');
		await canvas.getByRole('button', { name: 'Embed' }).click();
		await expect(canvas.getByRole('alert')).toContainText('We ran into an issue');
		await expect(canvas.getByRole('alert')).toContainText(
			'Please ensure this embed matches the one from your OpenTable account'
		);

		// The search: OpenTable's restaurants (the provider's stand-in), chosen as a token.
		await picker.fill('Pizza');
		await canvas.getByRole('option', { name: 'Pizza Palace (#1005)' }).click();
		await canvas.getByRole('button', { name: 'Embed' }).click();

		const frame = canvas.locator('.wp-block-blockyard-opentable iframe');
		await expect(frame).toHaveAttribute('src', canvasUrl('en-US'));
		await expect(frame).toHaveAttribute('title', 'OpenTable');
		await expect(
			canvas.frameLocator('.wp-block-blockyard-opentable iframe').getByRole('heading')
		).toHaveText('Book a table');
		await expect(canvas.getByTestId('embed-overlay')).toBeAttached();

		// The sidebar's Settings: another language.
		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		await sidebar.getByRole('combobox', { name: 'Language' }).selectOption('fr-CA');
		await expect(frame).toHaveAttribute('src', canvasUrl('fr-CA'));
		// The frame asks for its new address a moment after the attribute changes.
		await expect.poll(() => requested).toContain(canvasUrl('fr-CA'));

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/opentable {"rid":[1005],"lang":"fr-CA"} -->');
		expect(saved).toContain('loading="lazy"');
		expect(saved).not.toContain('<script');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// What a visitor sees: the widget's frame, sandboxed, lazily loaded.
		// The providers' real addresses, which this test answers, not the playground's stand-ins.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
		const visitorFrame = page.locator('.wp-block-blockyard-opentable iframe');
		await expect(visitorFrame).toHaveAttribute('src', canvasUrl('fr-CA'));
		await expect(visitorFrame).toHaveAttribute('sandbox', /allow-scripts/);
		await expect(visitorFrame).toHaveAttribute('height', '301');
		await expect(
			page.frameLocator('.wp-block-blockyard-opentable iframe').getByRole('heading')
		).toHaveText('Book a table');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-opentable');
	});
});
