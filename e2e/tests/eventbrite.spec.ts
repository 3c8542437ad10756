import type { Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import type { PlaygroundEditor } from '../support/playground-editor';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

const PAGE = 'https://www.eventbrite.com/e/jazz-night-tickets-123456789012';
const CHECKOUT = 'https://www.eventbrite.com/checkout-external?eid=123456789012';

/**
 * eventbrite.com is out of reach here: a tiny page of our own stands in for the checkout, so
 * the frame shows something. The block's allow-list is the real one.
 */
async function standInForEventbrite(page: Page): Promise<string[]> {
	const requested: string[] = [];
	await page.route('https://www.eventbrite.com/**', async (route) => {
		requested.push(route.request().url());
		await route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Checkout</title><h1>Tickets</h1></html>',
		});
	});
	return requested;
}

/** Inserts the block, tries an organiser's page (the error), then embeds the event. */
async function embedEvent(editor: PlaygroundEditor) {
	await editor.open();
	await editor.insertBlock('Eventbrite Checkout');
	const canvas = editor.canvas();
	const field = canvas.getByRole('textbox', { name: 'Eventbrite event URL' });
	await expect(
		canvas.getByText('Paste a link to an Eventbrite event to embed ticket checkout.')
	).toBeVisible();

	// Not an event page: the error with Convert block to link, and the text stays.
	await field.fill('https://www.eventbrite.com/o/an-organiser-123');
	await canvas.getByRole('button', { name: 'Embed' }).click();
	await expect(canvas.getByRole('alert')).toContainText('Sorry, this content could not be embedded.');
	await expect(canvas.getByRole('button', { name: 'Convert block to link' })).toBeVisible();
	await expect(field).toHaveValue('https://www.eventbrite.com/o/an-organiser-123');

	await field.fill(`${PAGE}?aff=ebdssbdestsearch`);
	await canvas.getByRole('button', { name: 'Embed' }).click();
	await expect(canvas.locator('.wp-block-blockyard-eventbrite iframe')).toHaveAttribute('src', CHECKOUT);
	return canvas;
}

// blockyard/eventbrite (packages/embeds), as an editor and as a visitor.
test.describe('Eventbrite Checkout', () => {
	test('embeds an event page as the in-page checkout, saves, reloads valid and shows visitors the checkout', async ({
		editor,
		page,
	}) => {
		const requested = await standInForEventbrite(page);
		const canvas = await embedEvent(editor);
		await expect(
			canvas.frameLocator('.wp-block-blockyard-eventbrite iframe').getByRole('heading')
		).toHaveText('Tickets');
		expect(requested).toContain(CHECKOUT);
		await expect(canvas.getByTestId('embed-overlay')).toBeAttached();

		const saved = await editor.serializedPost();
		expect(saved).toContain(`<!-- wp:blockyard/eventbrite {"url":"${PAGE}","eventId":123456789012} -->`);
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// The providers' real addresses, which this test answers, not the playground's stand-ins.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
		const frame = page.locator('.wp-block-blockyard-eventbrite iframe');
		await expect(frame).toHaveAttribute('src', CHECKOUT);
		await expect(frame).toHaveAttribute('sandbox', /allow-forms/);
		await expect(
			page.frameLocator('.wp-block-blockyard-eventbrite iframe').getByRole('heading')
		).toHaveText('Tickets');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-eventbrite');
	});

	test('Button & Modal: the button opens the checkout in a modal, by keyboard too, and Escape closes it', async ({
		editor,
		page,
	}) => {
		await standInForEventbrite(page);
		const canvas = await embedEvent(editor);

		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		await sidebar.getByRole('button', { name: 'Button & Modal' }).click();
		const button = canvas.locator('.wp-block-blockyard-eventbrite .wp-block-blockyard-button__element');
		await expect(button).toHaveText('Register');
		await expect(canvas.locator('.wp-block-blockyard-eventbrite iframe')).toHaveCount(0);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		const saved = await editor.storedContent();
		expect(saved).toContain('data-event-id="123456789012"');
		expect(saved).toContain('<!-- wp:blockyard/button');
		expect(saved).not.toContain('<iframe');

		// The providers' real addresses, which this test answers, not the playground's stand-ins.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
		const link = page.locator('.wp-block-blockyard-eventbrite a');
		await expect(link).toHaveAttribute('href', PAGE);
		await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-eventbrite');

		await link.focus();
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: 'Eventbrite Checkout' });
		await expect(dialog).toBeVisible();
		await expect(dialog.locator('iframe')).toHaveAttribute('src', CHECKOUT);
		await expect(page.frameLocator('dialog iframe').getByRole('heading')).toHaveText('Tickets');
		await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
		await expect(page).toHaveURL(/preview\.html/);

		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		await expect(link).toBeFocused();

		await link.click();
		await expect(dialog).toBeVisible();
		await dialog.getByRole('button', { name: 'Close' }).click();
		await expect(dialog).toBeHidden();
	});
});
