import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

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
});
