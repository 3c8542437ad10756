import type { Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

const SHARE_LINK = 'https://calendar.google.com/calendar/u/0?cid=dGVhbUBleGFtcGxlLmNvbQ';
const EMBED_URL = 'https://calendar.google.com/calendar/embed?src=team%40example.com';

/**
 * calendar.google.com is out of reach here: a tiny page of our own stands in for the
 * calendar, so the frame shows something. The block's allow-list is the real one.
 */
async function standInForGoogleCalendar(page: Page): Promise<string[]> {
	const requested: string[] = [];
	await page.route('https://calendar.google.com/**', async (route) => {
		requested.push(route.request().url());
		await route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Calendar</title><h1>Team calendar</h1></html>',
		});
	});
	return requested;
}

// blockyard/google-calendar (packages/embeds), as an editor and as a visitor.
test.describe('Google Calendar', () => {
	test('embeds a share link as the calendar’s embed address, saves, reloads valid and shows visitors the calendar', async ({
		editor,
		page,
	}) => {
		const requested = await standInForGoogleCalendar(page);
		await editor.open();
		await editor.insertBlock('Google Calendar');
		const canvas = editor.canvas();
		const field = canvas.getByRole('textbox', { name: 'Google Calendar public URL or embed code' });
		await expect(
			canvas.getByText('Enable the permissions for the calendar you want to share.')
		).toBeVisible();

		// Something that is not a calendar: the error, and the text stays.
		await field.fill('https://calendar.google.com.evil.test/calendar/embed?src=a');
		await canvas.getByRole('button', { name: 'Embed' }).click();
		await expect(canvas.getByRole('alert')).toContainText("Your calendar couldn't be embedded.");
		await expect(field).toHaveValue('https://calendar.google.com.evil.test/calendar/embed?src=a');

		// A share link: checked with the provider, then embedded at its embed address.
		await field.fill(SHARE_LINK);
		await canvas.getByRole('button', { name: 'Embed' }).click();
		const frame = canvas.locator('.wp-block-blockyard-google-calendar iframe');
		await expect(frame).toHaveAttribute('src', EMBED_URL);
		await expect(frame).toHaveAttribute('title', 'Google Calendar');
		await expect(
			canvas.frameLocator('.wp-block-blockyard-google-calendar iframe').getByRole('heading')
		).toHaveText('Team calendar');
		expect(requested).toContain(EMBED_URL);
		// The overlay keeps clicks from the frame until the block is clicked.
		await expect(canvas.getByTestId('embed-overlay')).toBeAttached();

		const saved = await editor.serializedPost();
		expect(saved).toContain(`<!-- wp:blockyard/google-calendar {"url":"${EMBED_URL}"} -->`);
		expect(saved).toContain('loading="lazy"');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// What a visitor sees: the calendar's frame, sandboxed, lazily loaded.
		// The providers' real addresses, which this test answers, not the playground's stand-ins.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&stand-ins=off`);
		const visitorFrame = page.locator('.wp-block-blockyard-google-calendar iframe');
		await expect(visitorFrame).toHaveAttribute('src', EMBED_URL);
		await expect(visitorFrame).toHaveAttribute('sandbox', /allow-scripts/);
		await expect(visitorFrame).toHaveAttribute('height', '600');
		await expect(
			page.frameLocator('.wp-block-blockyard-google-calendar iframe').getByRole('heading')
		).toHaveText('Team calendar');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-google-calendar');
	});
});
