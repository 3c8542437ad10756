import { png } from '../../support/png';
import { test, expect } from '../support/test';

// The slideshow in real WordPress: images uploaded through WordPress's own media upload
// (which shows each file with a temporary blob: address first), the post's save held until
// they are in the library, then the plugin's media view script turning the saved list into
// a slider for visitors, who have not asked for reduced motion (so it plays by itself).
test.use({ reducedMotion: 'no-preference' });

test('Slideshow: uploads into the media library with the save held meanwhile, and plays for visitors', async ({
	wp,
	page,
	siteUrl,
}) => {
	await wp.openNewPost();
	await wp.insertBlock('Slideshow', 'blockyard/slideshow');
	const block = wp.canvas().locator('.wp-block-blockyard-slideshow');
	await expect(
		block.getByText('Drag images, upload new ones or select files from your library.').first()
	).toBeVisible();

	await block
		.locator('input[type="file"]')
		.setInputFiles([
			png('red.png', [200, 30, 30]),
			png('green.png', [30, 160, 60]),
			png('blue.png', [30, 60, 200]),
		]);
	const savingLocked = () =>
		page.evaluate(() =>
			(
				window.wp?.data?.select('core/editor') as unknown as
					{ isPostSavingLocked(): boolean } | undefined
			)?.isPostSavingLocked()
		);
	await expect.poll(savingLocked).toBe(true);
	const region = block.getByRole('region', { name: 'Slideshow' });
	await expect(region.locator('.swiper-slide')).toHaveCount(3, { timeout: 30_000 });
	await expect(block.locator('img[src^="blob:"]')).toHaveCount(0, { timeout: 60_000 });
	await expect.poll(savingLocked).toBe(false);

	const settings = page.getByRole('region', { name: 'Editor settings' });
	await settings.getByRole('checkbox', { name: 'Autoplay' }).check();
	await settings.getByRole('spinbutton', { name: 'Delay between transitions (in seconds)' }).fill('1');

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	const saved = await wp.serializedPost();
	expect(saved).toContain('data-autoplay="true" data-delay="1" data-effect="slide"');
	expect(saved).toMatch(/"ids":\[\d+,\d+,\d+\]/);
	expect(saved).toContain('/wp-content/uploads/');
	expect(saved).not.toContain('blob:');

	await page.goto(`${siteUrl}?p=${await wp.postId()}&preview=true`);
	await expect(page.locator('script[src*="/plugins/blockyard/build/media/view.js"]')).toHaveCount(1);
	const slideshow = page.locator('.wp-block-blockyard-slideshow');
	const carousel = slideshow.getByRole('region', { name: 'Slideshow' });
	await expect(carousel).toBeVisible({ timeout: 30_000 });
	const active = () => slideshow.locator('.swiper-slide-active').getAttribute('aria-label');
	const first = await active();
	await expect.poll(active, { timeout: 10_000 }).not.toBe(first);
	await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
	await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});
