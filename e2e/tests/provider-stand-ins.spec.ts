import { readFileSync } from 'node:fs';

import { test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

/** A saved block of the embeds' fixtures, as an author saved it. */
const fixture = (name: string) =>
	readFileSync(new URL(`../../packages/embeds/test/fixtures/${name}.html`, import.meta.url), 'utf8');

// The playground's preview when the providers' hosts cannot be reached (none can here, and these
// tests route none of them): the provider embeds' frames and scripts come from the local
// provider's stand-ins, drawn with the author's settings, while the saved post keeps the
// providers' own addresses.
test.describe('Provider stand-ins in the preview', () => {
	test('a Calendly block’s preview shows the stand-in booking page with the author’s colour, and the post keeps calendly.com', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Calendly');
		const canvas = editor.canvas();
		await canvas
			.getByRole('textbox', { name: 'Calendly web address or embed code' })
			.fill('https://calendly.com/team/30min?primary_color=ff0000');
		await canvas.getByRole('button', { name: 'Embed' }).click();
		await expect(canvas.locator('.wp-block-blockyard-calendly iframe')).toBeAttached();
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		const saved = await editor.storedContent();
		expect(saved).toContain('<iframe src="https://calendly.com/team/30min?');

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const frame = page.locator('.wp-block-blockyard-calendly iframe');
		await expect(frame).toHaveAttribute('src', /\/blockyard\/widget-stand-ins\/calendly\/team\/30min\?/);
		const booking = page.frameLocator('.wp-block-blockyard-calendly iframe');
		await expect(booking.getByRole('heading', { name: 'team / 30min' })).toBeVisible();
		await expect(booking.getByRole('heading', { name: 'Select a Date & Time' })).toBeVisible();
		await expect(booking.getByRole('button', { name: '9:00am' })).toHaveCSS('color', 'rgb(255, 0, 0)');
		// The post itself is unchanged.
		expect(await editor.storedContent()).toBe(saved);
	});

	test('OpenTable without a frame: the preview runs the loader, whose stand-in draws the widget in the page and hides the link', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('OpenTable');
		const canvas = editor.canvas();
		await canvas
			.getByRole('combobox', { name: 'Restaurants' })
			.fill(
				"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=1005&type=standard&theme=tall&iframe=false&domain=com&lang=en-US'></script>"
			);
		await canvas.getByRole('button', { name: 'Embed' }).click();
		// The editor previews the widget in its frame.
		await expect(canvas.locator('.wp-block-blockyard-opentable iframe')).toBeAttached();
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		const saved = await editor.storedContent();
		expect(saved).toContain(
			'<div class="wp-block-blockyard-opentable__widget" data-rid="1005" data-type="standard" data-theme="tall" data-domain="com" data-lang="en-US" data-newtab="false"></div>'
		);
		expect(saved).not.toContain('<script');
		expect(saved).not.toContain('<iframe');

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const block = page.locator('.wp-block-blockyard-opentable');
		const script = block.locator('.wp-block-blockyard-opentable__widget script');
		await expect(script).toHaveAttribute(
			'src',
			/\/blockyard\/widget-stand-ins\/opentable\/widget\/reservation\/loader\?rid=1005&type=standard&theme=tall&iframe=false&domain=com&lang=en-US&newtab=false&ot_source=Restaurant\+website$/
		);
		await expect(block.getByRole('heading', { name: 'Make a reservation' })).toBeVisible();
		await expect(block.getByText('Restaurant #1005')).toBeVisible();
		await expect(block.locator('.ot-tall')).toBeVisible();
		await expect(block.getByRole('link', { name: 'Reserve a table on OpenTable' })).toBeHidden();
	});

	test('the other providers’ widgets are drawn by their stand-ins with the saved settings', async ({
		page,
	}) => {
		const content = [
			'blockyard__eventbrite',
			'blockyard__google-calendar__height-and-colours',
			'blockyard__pinterest',
			'blockyard__pinterest__board',
			'blockyard__tock',
		]
			.map(fixture)
			.join('\n\n');
		const created = await page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
			data: { title: 'Widgets', content, status: 'publish' },
			headers: providerNonceHeader(),
		});
		expect(created.ok()).toBe(true);
		const { id } = (await created.json()) as { id: number };

		await page.goto(`${playgroundUrl()}preview.html?post=${String(id)}`);
		const checkout = page.frameLocator('.wp-block-blockyard-eventbrite iframe');
		await expect(checkout.getByRole('heading', { name: 'Event 123456789012' })).toBeVisible();
		const calendar = page.frameLocator('.wp-block-blockyard-google-calendar iframe');
		await expect(calendar.getByText('team@example.com')).toBeVisible();
		await expect(calendar.getByText('agenda view')).toBeVisible();
		const pin = page.frameLocator('.wp-block-blockyard-pinterest iframe');
		await expect(pin.getByText('Pin 99360735500167749')).toBeVisible();
		await expect(page.getByText('Pinterest board /maker/summer-recipes/')).toBeVisible();
		// Tock's button, drawn by the stand-in of Tock's script; the link steps aside.
		const tock = page.locator('.wp-block-blockyard-tock');
		await expect(tock.getByRole('button', { name: 'Book now' })).toBeVisible();
		await expect(tock.getByText('Tock: roadhouse')).toBeVisible();
		await expect(tock.locator('a.blockyard-tock__link')).toBeHidden();
	});
});
