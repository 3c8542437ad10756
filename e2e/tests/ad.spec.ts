import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// blockyard/ad (packages/payments), as an editor and as a visitor. The ad network's script is
// not part of the block: a visitor's page keeps the ad's room, of the format's size.
test.describe('Ad', () => {
	test('picks a format, aligns it, hides it on mobile, saves, reloads valid and keeps the ad’s room for visitors, hidden on a narrow screen', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Ad');
		const placeholder = editor.canvas().locator('.wp-block-blockyard-ad__placeholder');
		await expect(placeholder).toContainText('Rectangle · 300x250');
		expect(await placeholder.boundingBox()).toMatchObject({ width: 300, height: 250 });

		// The toolbar's format list: the four formats, each with its size.
		await editor.showBlockToolbar();
		await page.getByRole('button', { name: 'Pick an ad format' }).click();
		await expect(page.getByRole('menuitemradio')).toHaveText([
			'Rectangle 300x250',
			'Leaderboard 728x90',
			'Mobile Leaderboard 320x50',
			'Wide Skyscraper 160x600',
		]);
		await page.getByRole('menuitemradio', { name: 'Wide Skyscraper 160x600' }).click();
		await expect(placeholder).toContainText('Wide Skyscraper · 160x600');
		expect(await placeholder.boundingBox()).toMatchObject({ width: 160, height: 600 });

		// Aligned right, through the block's alignment support.
		await editor.showBlockToolbar();
		await page.getByRole('button', { name: 'Align block' }).click();
		await page.getByRole('menuitemradio', { name: 'Align right' }).click();

		// The sidebar hides it from mobile visitors; the editor still shows it.
		const hideOnMobile = page.getByRole('checkbox', { name: 'Hide on mobile' });
		await expect(page.getByText('Hides this block for site visitors on mobile devices.')).toBeVisible();
		await hideOnMobile.check();
		await expect(placeholder).toBeVisible();

		const saved = await editor.serializedPost();
		expect(saved).toContain(
			'<!-- wp:blockyard/ad {"align":"right","format":"wideskyscraper","hideMobile":true} -->'
		);
		expect(saved).toContain(
			'<div class="wp-block-blockyard-ad alignright is-format-wideskyscraper is-hidden-on-mobile"><div class="wp-block-blockyard-ad__slot" style="width:160px;height:600px"></div></div>'
		);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);
		await expect(page.getByRole('checkbox', { name: 'Hide on mobile' })).toHaveCount(0);

		// What a visitor sees: the ad's room, 160 by 600, at the right; none on a narrow screen.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const slot = page.locator('.wp-block-blockyard-ad__slot');
		await expect(slot).toBeVisible();
		expect(await slot.boundingBox()).toMatchObject({ width: 160, height: 600 });
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-ad');

		await page.setViewportSize({ width: 400, height: 800 });
		await expect(page.locator('.wp-block-blockyard-ad')).toBeHidden();
		await page.setViewportSize({ width: 800, height: 800 });
		await expect(slot).toBeVisible();
	});
});
