import { join } from 'node:path';

import type { FrameLocator, Locator } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { pngOf, pngSize } from '../support/png';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// The local provider's sample images: a square, a portrait, a landscape and a panorama.
const SAMPLES = join(import.meta.dirname, '../../tools/local-provider/fixtures/sample-media');
const FILES = ['checker.png', 'harbour.png', 'meadow.png', 'sunset.png'].map((name) => join(SAMPLES, name));

/** Each row's column widths (flex-basis, in %) of the gallery in `scope`. */
async function rowWidths(scope: Locator): Promise<number[][]> {
	return scope
		.locator('.wp-block-blockyard-tiled-gallery__row')
		.evaluateAll((rows) =>
			rows.map((row) =>
				[...row.querySelectorAll<HTMLElement>(':scope > .wp-block-blockyard-tiled-gallery__col')].map(
					(column) => Number.parseFloat(column.style.flexBasis)
				)
			)
		);
}

async function expectLoaded(images: Locator): Promise<void> {
	await expect
		.poll(() =>
			images.evaluateAll((all) =>
				all.every(
					(image) =>
						(image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0
				)
			)
		)
		.toBe(true);
}

const galleryImage = (canvas: FrameLocator, n: number, of: number) =>
	canvas.getByRole('button', { name: `image ${n} of ${of} in gallery` });

// blockyard/tiled-gallery (packages/media), as an editor and as a visitor. The images are uploaded
// into the local provider's media library.
test.describe('Tiled Gallery', () => {
	test('uploads images, lays them out in each style, filters, moves and removes one, saves valid and shows visitors the gallery', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Tiled Gallery');
		const canvas = editor.canvas();
		const block = canvas.locator('.wp-block-blockyard-tiled-gallery');
		const images = block.locator('.wp-block-blockyard-tiled-gallery__item img');
		const sidebar = page.getByRole('region', { name: 'Editor settings' });

		// The placeholder's upload: four images of mixed shapes.
		await block.locator('input[type="file"]').setInputFiles(FILES);
		await expect(images).toHaveCount(4);
		await expectLoaded(images);
		await expect(images.first()).toHaveAttribute('src', /\/wp-content\/uploads\/.+\.png/);

		// The mosaic: every row's columns fill it.
		await expect.poll(async () => (await rowWidths(block)).length).toBeGreaterThan(0);
		for (const row of await rowWidths(block)) {
			expect(row.reduce((sum, width) => sum + width, 0)).toBeCloseTo(100, 3);
		}

		// Each style, from the sidebar's Styles tab.
		await expect(sidebar.getByText('Tiled Gallery settings')).toBeVisible();
		for (const [label, style] of [
			['Circles', 'circle'],
			['Square tiles', 'square'],
			['Tiled columns', 'columns'],
			['Tiled mosaic', 'rectangular'],
		] as const) {
			await sidebar.getByRole('tab', { name: 'Styles' }).click();
			await sidebar.getByRole('radio', { name: label, exact: true }).click();
			await expect(block).toHaveClass(new RegExp(`is-style-${style}`));
			await expectLoaded(images);
			if (style === 'square') {
				// Three columns by default: the one left over in a first row, then a row of three.
				await sidebar.getByRole('tab', { name: 'Settings' }).click();
				await expect(sidebar.getByRole('spinbutton', { name: 'Columns' })).toHaveValue('3');
				expect((await rowWidths(block)).map((row) => row.length)).toEqual([1, 3]);
			}
		}

		// A filter from the toolbar.
		await editor.showBlockToolbar();
		await page
			.getByRole('toolbar', { name: 'Block tools' })
			.getByRole('button', { name: 'Pick an image filter' })
			.click();
		await page.getByRole('menuitemradio', { name: 'Sepia' }).click();
		await expect(block).toHaveClass(/has-filter-sepia/);

		// Select the first image with the keyboard, move it forward; select the last and remove it.
		const firstId = await images.first().getAttribute('data-id');
		await galleryImage(canvas, 1, 4).focus();
		await page.keyboard.press('Enter');
		await expect(canvas.getByRole('button', { name: 'Move image backward' })).toBeDisabled();
		await canvas.getByRole('button', { name: 'Move image forward' }).click();
		await expect(images.nth(1)).toHaveAttribute('data-id', firstId ?? '');
		await galleryImage(canvas, 4, 4).click();
		await expect(canvas.getByRole('button', { name: 'Move image forward' })).toBeDisabled();
		await canvas.getByRole('button', { name: 'Remove image' }).click();
		await expect(images).toHaveCount(3);

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/tiled-gallery {');
		expect(saved).toContain('"columnWidths":[[');
		expect(saved).toContain('has-filter-sepia');
		expect(saved).not.toContain('blob:');
		expect(saved.match(/<img /g)).toHaveLength(3);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// What a visitor sees: the three images, loaded, in rows that fill the gallery.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const gallery = page.locator('.wp-block-blockyard-tiled-gallery');
		const visitorImages = gallery.locator('img');
		await expect(visitorImages).toHaveCount(3);
		await expectLoaded(visitorImages);
		for (const row of await rowWidths(gallery)) {
			expect(row.reduce((sum, width) => sum + width, 0)).toBeCloseTo(100, 3);
		}
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-tiled-gallery');
	});

	test('saves resized copies of an uploaded image, which the site answers at the widths asked', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Tiled Gallery');
		const block = editor.canvas().locator('.wp-block-blockyard-tiled-gallery');
		await block
			.locator('input[type="file"]')
			.setInputFiles([{ name: 'wide.png', mimeType: 'image/png', buffer: pngOf(1500, 1000) }]);
		await expect(block.locator('.wp-block-blockyard-tiled-gallery__item img')).toHaveAttribute(
			'srcset',
			/ 600w, /
		);
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();

		// The saved srcset: the upload's address (the gallery takes its large size, 1024 px wide)
		// with the resize query, one copy per width, each answered at that width by the site.
		const srcset = /srcset="([^"]+)"/.exec(await editor.storedContent())?.[1] ?? '';
		const candidates = srcset
			.replaceAll('&amp;', '&')
			.split(', ')
			.map((candidate) => {
				const [url = '', width = ''] = candidate.split(' ');
				return { url, width: Number.parseInt(width, 10) };
			});
		expect(candidates.map(({ width }) => width)).toEqual([600, 900, 1024]);
		for (const { url, width } of candidates) {
			expect(url).toMatch(/\/wp-content\/uploads\/[^?]+\.png\?w=\d+&strip=info$/);
			const response = await page.request.get(url);
			expect(response.status()).toBe(200);
			expect(response.headers()['content-type']).toBe('image/png');
			const size = pngSize(await response.body());
			expect(size?.width).toBe(width);
			expect(size?.height).toBeCloseTo((width * 2) / 3, 0);
		}
	});
});
