import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page, Route } from '@playwright/test';

import { root } from '../../scripts/lib/paths.mjs';

import { moduleChunkFile } from '../support/playground-build';
import { pngOf } from '../support/png';
import { test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

/** A saved slideshow of three images, as the block saves it (the media package's fixture). */
const SLIDESHOW = readFileSync(
	join(root, 'packages/media/test/fixtures/blockyard__slideshow.serialized.html'),
	'utf8'
);

/** The slider's chunk in the editor's build, or in the visitor page's (each page is a build of its own). */
const SLIDER = 'packages/media/src/blocks/slideshow/slider/slider.ts';

async function postWithSlideshow(page: Page): Promise<number> {
	const response = await page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
		data: { title: 'Slideshow', content: SLIDESHOW, status: 'publish' },
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
	return ((await response.json()) as { id: number }).id;
}

/**
 * Holds every request for `file` until the returned function is called: while it is held, what
 * the page asks for can only come from code that ran before that chunk.
 */
async function hold(page: Page, file: string): Promise<() => void> {
	let release: () => void = () => undefined;
	const released = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.route(`**/${file}`, async (route: Route) => {
		await released;
		await route.continue();
	});
	return release;
}

// The slideshow's slider (Swiper, a chunk of its own) is asked for as soon as it is known to be
// needed: with the block's edit, and with the media blocks' visitor script, not after them.
test.describe('Slideshow: the slider’s chunk', () => {
	test.beforeEach(async ({ page }) => {
		// The fixture's images are on a host out of reach here.
		await page.route('https://example.com/**', (route) =>
			route.fulfill({ contentType: 'image/png', body: pngOf(320, 200, [30, 60, 200]) })
		);
	});

	test('is requested by the visitor’s page before the slideshow’s view has loaded', async ({ page }) => {
		const postId = await postWithSlideshow(page);
		const release = await hold(
			page,
			moduleChunkFile('packages/media/src/blocks/slideshow/view.ts', 'preview')
		);
		const sliderFile = moduleChunkFile(SLIDER, 'preview');
		const slider = page.waitForRequest((request) => request.url().endsWith(sliderFile));
		await page.goto(`${playgroundUrl()}preview.html?post=${String(postId)}`);
		await slider;
		release();
		await expect(page.locator('.wp-block-blockyard-slideshow.is-slider')).toBeVisible();
	});

	test('is requested by the editor before the slideshow’s edit has loaded', async ({ editor, page }) => {
		const postId = await postWithSlideshow(page);
		const release = await hold(
			page,
			moduleChunkFile('packages/media/src/blocks/slideshow/edit/index.tsx')
		);
		const sliderFile = moduleChunkFile(SLIDER);
		const slider = page.waitForRequest((request) => request.url().endsWith(sliderFile));
		await editor.open(postId);
		await slider;
		release();
		await expect(
			editor
				.canvas()
				.locator('.wp-block-blockyard-slideshow')
				.getByRole('region', { name: 'Slideshow' })
		).toBeVisible();
		await editor.expectAllBlocksValid();
	});
});
