import { join } from 'node:path';

import type { Locator } from '@playwright/test';

import { test, expect } from '../support/test';

// The tiled gallery in WordPress: uploads through WordPress's own media upload (a temporary
// image first, then the stored one), its resized copies served by the site, WordPress's media
// modal from Edit Gallery, a filter, an image removed, saved and valid after a reload.

const SAMPLES = join(import.meta.dirname, '../../../tools/local-provider/fixtures/sample-media');
const FILES = ['checker.png', 'harbour.png', 'meadow.png', 'sunset.png'].map((name) => join(SAMPLES, name));

/** True once every image has loaded from the site (none still a temporary `blob:` one). */
const allLoaded = (images: Locator) =>
	images.evaluateAll((all) =>
		all.every((element) => {
			const image = element as HTMLImageElement;
			return !image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0;
		})
	);

test('the tiled gallery uploads images, opens the media modal, filters, removes one and saves valid', async ({
	wp,
	page,
}) => {
	await wp.openNewPost();
	await wp.insertBlock('Tiled Gallery');
	const block = wp.canvas().locator('.wp-block-blockyard-tiled-gallery');
	const images = block.locator('.wp-block-blockyard-tiled-gallery__item img');

	await block.locator('input[type="file"]').setInputFiles(FILES);
	await expect(images).toHaveCount(4);
	await expect.poll(() => allLoaded(images), { timeout: 60_000 }).toBe(true);

	// Edit Gallery opens WordPress's media modal on the gallery's images.
	const toolbar = page.getByRole('toolbar', { name: 'Block tools' });
	await toolbar.getByRole('button', { name: 'Edit Gallery' }).click();
	const modal = page.locator('.media-modal');
	await expect(modal).toBeVisible();
	await page.keyboard.press('Escape');
	await expect(modal).toBeHidden();

	await toolbar.getByRole('button', { name: 'Pick an image filter' }).click();
	await page.getByRole('menuitemradio', { name: 'Black and White' }).click();
	await expect(block).toHaveClass(/has-filter-black-and-white/);

	await wp.canvas().getByRole('button', { name: 'image 2 of 4 in gallery' }).click();
	await wp.canvas().getByRole('button', { name: 'Remove image' }).click();
	await expect(images).toHaveCount(3);

	const saved = await wp.serializedPost();
	expect(saved).toContain('has-filter-black-and-white');
	expect(saved).not.toContain('blob:');
	expect(saved.match(/<img /g)).toHaveLength(3);
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	await expect.poll(() => allLoaded(images), { timeout: 60_000 }).toBe(true);
});
