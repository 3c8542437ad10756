import type { Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

const PAGE = 'https://calendly.com/team/30min';
const INLINE_CODE = `<!-- Calendly inline widget begin -->
<div class="calendly-inline-widget" data-url="${PAGE}?primary_color=ff0000&hide_event_type_details=1" style="min-width:320px;height:700px;"></div>
<script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>
<!-- Calendly inline widget end -->`;

/**
 * calendly.com is out of reach here: a tiny page of our own stands in for the booking page,
 * so the frame shows something. The block's allow-list is the real one.
 */
async function standInForCalendly(page: Page): Promise<string[]> {
	const requested: string[] = [];
	await page.route('https://calendly.com/**', async (route) => {
		requested.push(route.request().url());
		await route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Booking</title><h1>Book a meeting</h1></html>',
		});
	});
	return requested;
}

// blockyard/calendly (packages/embeds), as an editor and as a visitor.
test.describe('Calendly', () => {
	test('embeds an inline embed code as the booking page with its colours, saves, reloads valid and shows visitors the page', async ({
		editor,
		page,
	}) => {
		const requested = await standInForCalendly(page);
		await editor.open();
		await editor.insertBlock('Calendly');
		const canvas = editor.canvas();
		const field = canvas.getByRole('textbox', { name: 'Calendly web address or embed code' });
		await expect(canvas.getByText('Enter your Calendly web address or embed code below.')).toBeVisible();

		// Not Calendly: the error, and the text stays.
		await field.fill('https://calendly.com.evil.test/team');
		await canvas.getByRole('button', { name: 'Embed' }).click();
		await expect(canvas.getByRole('alert')).toHaveText(
			"Your calendar couldn't be embedded. Please double check your URL or code."
		);
		await expect(field).toHaveValue('https://calendly.com.evil.test/team');

		await field.fill(INLINE_CODE);
		await canvas.getByRole('button', { name: 'Embed' }).click();
		const frame = canvas.locator('.wp-block-blockyard-calendly iframe');
		await expect(frame).toHaveAttribute('src', new RegExp(`^${PAGE}\\?embed_domain=`));
		const src = new URL((await frame.getAttribute('src')) ?? '');
		expect(src.searchParams.get('embed_type')).toBe('Inline');
		expect(src.searchParams.get('primary_color')).toBe('ff0000');
		expect(src.searchParams.get('hide_event_type_details')).toBe('1');
		await expect(
			canvas.frameLocator('.wp-block-blockyard-calendly iframe').getByRole('heading')
		).toHaveText('Book a meeting');
		expect(requested.some((url) => url.startsWith(PAGE))).toBe(true);
		await expect(canvas.getByTestId('embed-overlay')).toBeAttached();

		const saved = await editor.serializedPost();
		expect(saved).toContain(`"url":"${PAGE}"`);
		expect(saved).not.toContain('widget.js');
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// The providers' real addresses, which this test answers, not the playground's stand-ins.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
		const visitorFrame = page.locator('.wp-block-blockyard-calendly iframe');
		await expect(visitorFrame).toHaveAttribute('src', src.href);
		await expect(visitorFrame).toHaveAttribute('sandbox', /allow-scripts/);
		await expect(
			page.frameLocator('.wp-block-blockyard-calendly iframe').getByRole('heading')
		).toHaveText('Book a meeting');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-calendly');
	});

	test('shows the page as a button child linking to it in a new tab', async ({ editor, page }) => {
		await standInForCalendly(page);
		await editor.open();
		await editor.insertBlock('Calendly');
		const canvas = editor.canvas();
		await canvas.getByRole('textbox', { name: 'Calendly web address or embed code' }).fill(PAGE);
		await canvas.getByRole('button', { name: 'Embed' }).click();
		await expect(canvas.locator('.wp-block-blockyard-calendly iframe')).toBeAttached();

		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		await sidebar.getByRole('button', { name: 'Link', exact: true }).click();
		const button = canvas.locator('.wp-block-blockyard-calendly .wp-block-blockyard-button__element');
		await expect(button).toHaveText('Schedule time with me');
		await expect(canvas.locator('.wp-block-blockyard-calendly iframe')).toHaveCount(0);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		const saved = await editor.storedContent();
		expect(saved).toContain('<!-- wp:blockyard/button');
		expect(saved).not.toContain('<iframe');

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const link = page.locator('.wp-block-blockyard-calendly a');
		await expect(link).toHaveAttribute('href', PAGE);
		await expect(link).toHaveAttribute('target', '_blank');
		await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
		await expect(link).toHaveText('Schedule time with me');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-calendly');
	});
});
