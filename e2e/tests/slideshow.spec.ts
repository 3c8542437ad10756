import type { Locator, Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { png } from '../support/png';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// A visitor who has not asked for reduced motion: the slideshow plays by itself and fades.
test.use({ reducedMotion: 'no-preference' });

const IMAGES = [
	png('red.png', [200, 30, 30]),
	png('green.png', [30, 160, 60]),
	png('blue.png', [30, 60, 200]),
];

/** The label of the slide showing now ("2 of 3"). */
const activeSlide = (slideshow: Locator) =>
	slideshow.locator('.swiper-slide-active').getAttribute('aria-label');

/** Inserts a slideshow, uploads the three images through its placeholder, and waits for the library's addresses. */
async function insertSlideshowWithImages(
	page: Page,
	editor: { insertBlock(title: string): Promise<void>; canvas(): ReturnType<Page['frameLocator']> }
) {
	await editor.insertBlock('Slideshow');
	const block = editor.canvas().locator('.wp-block-blockyard-slideshow');
	await expect(
		block.getByText('Drag images, upload new ones or select files from your library.').first()
	).toBeVisible();
	await block.locator('input[type="file"]').setInputFiles(IMAGES);
	const region = block.getByRole('region', { name: 'Slideshow' });
	await expect(region).toBeVisible();
	await expect(region.locator('.swiper-slide')).toHaveCount(3);
	// Once uploaded, no image is a temporary address any more.
	await expect(block.locator('.is-uploading')).toHaveCount(0);
	await expect(block.locator('img[src^="blob:"]')).toHaveCount(0);
	return { block, region };
}

// blockyard/slideshow (packages/media), as an editor and as a visitor.
test.describe('Slideshow', () => {
	test('uploads images, plays every 2 s with a fade, saves and reloads valid', async ({ editor, page }) => {
		await editor.open();
		const { region } = await insertSlideshowWithImages(page, editor);
		await expect(region.getByRole('button', { name: 'Next slide' })).toBeVisible();
		await expect(region.getByRole('button', { name: /^Go to slide/ })).toHaveCount(3);

		const settings = page.getByRole('region', { name: 'Editor settings' });
		await settings.getByRole('checkbox', { name: 'Autoplay' }).check();
		await settings.getByRole('spinbutton', { name: 'Delay between transitions (in seconds)' }).fill('2');
		await settings.getByRole('combobox', { name: 'Transition effect' }).selectOption('fade');
		await expect(region.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
		await expect(editor.canvas().locator('.wp-block-blockyard-slideshow .swiper-fade')).toBeVisible();

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/slideshow {"autoplay":true,"delay":2,');
		expect(saved).toContain('"effect":"fade"');
		expect(saved).toContain('data-autoplay="true" data-delay="2" data-effect="fade"');
		expect(saved.match(/<figure class="wp-block-blockyard-slideshow__figure">/g)).toHaveLength(3);
		expect(saved).not.toContain('blob:');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);
		await expect(editor.canvas().getByRole('region', { name: 'Slideshow' })).toBeVisible();
	});

	test('plays for visitors, pauses and resumes, moves by button and keyboard, and passes axe', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await insertSlideshowWithImages(page, editor);
		const settings = page.getByRole('region', { name: 'Editor settings' });
		await settings.getByRole('checkbox', { name: 'Autoplay' }).check();
		await settings.getByRole('spinbutton', { name: 'Delay between transitions (in seconds)' }).fill('1');
		await editor.save();

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const slideshow = page.locator('.wp-block-blockyard-slideshow');
		const carousel = slideshow.getByRole('region', { name: 'Slideshow' });
		await expect(carousel).toBeVisible();
		await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
		await expect(slideshow.locator('ul')).toHaveCount(0);
		const track = slideshow.locator('.swiper-wrapper');
		await expect(track).toHaveAttribute('aria-live', 'off');

		// It plays by itself: the active slide changes with no one touching it.
		const first = await activeSlide(slideshow);
		await expect.poll(() => activeSlide(slideshow), { timeout: 5000 }).not.toBe(first);

		// The mouse over the slides holds it; leaving them lets it go on.
		await slideshow.locator('.swiper').hover();
		const hovered = await activeSlide(slideshow);
		await page.waitForTimeout(2500);
		expect(await activeSlide(slideshow)).toBe(hovered);
		await page.mouse.move(0, 0);
		await expect.poll(() => activeSlide(slideshow), { timeout: 5000 }).not.toBe(hovered);

		// Pause: it stays on its slide, and the slides become a polite live region.
		await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
		await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
		await expect(track).toHaveAttribute('aria-live', 'polite');
		const paused = await activeSlide(slideshow);
		await page.waitForTimeout(2500);
		expect(await activeSlide(slideshow)).toBe(paused);

		// Play: it moves on again.
		await carousel.getByRole('button', { name: 'Play slideshow' }).click();
		await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
		await expect.poll(() => activeSlide(slideshow), { timeout: 5000 }).not.toBe(paused);

		// Next and previous by button (focus in the slider stops the rotation), then by keyboard.
		// A looping Swiper ignores a move asked for while the slides still move: wait until they stop.
		const settle = () =>
			expect
				.poll(() =>
					slideshow
						.locator('.swiper')
						.evaluate(
							(element) =>
								(element as HTMLElement & { swiper?: { animating: boolean } }).swiper
									?.animating
						)
				)
				.toBe(false);
		const next = carousel.getByRole('button', { name: 'Next slide' });
		await next.click();
		await settle();
		await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
		const afterNext = await activeSlide(slideshow);
		const number = (label: string | null) => Number(label?.split(' ')[0]);
		// The slide before slide n of three: it loops, so before the first comes the third.
		const previous = (n: number) => ((n + 1) % 3) + 1;
		await carousel.getByRole('button', { name: 'Previous slide' }).click();
		await expect.poll(async () => number(await activeSlide(slideshow))).toBe(previous(number(afterNext)));
		await settle();
		await next.focus();
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => activeSlide(slideshow)).toBe(afterNext);
		await settle();
		await page.keyboard.press('ArrowLeft');
		await expect.poll(async () => number(await activeSlide(slideshow))).toBe(previous(number(afterNext)));

		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-slideshow');
	});

	test('does not play by itself for a visitor who prefers reduced motion', async ({ editor, page }) => {
		await editor.open();
		await insertSlideshowWithImages(page, editor);
		const settings = page.getByRole('region', { name: 'Editor settings' });
		await settings.getByRole('checkbox', { name: 'Autoplay' }).check();
		await settings.getByRole('spinbutton', { name: 'Delay between transitions (in seconds)' }).fill('1');
		await editor.save();

		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const slideshow = page.locator('.wp-block-blockyard-slideshow');
		const carousel = slideshow.getByRole('region', { name: 'Slideshow' });
		await expect(carousel).toBeVisible();
		await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
		await expect(slideshow.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
		expect(await activeSlide(slideshow)).toBe('1 of 3');
		await page.waitForTimeout(2500);
		expect(await activeSlide(slideshow)).toBe('1 of 3');
		// The controls still work.
		await carousel.getByRole('button', { name: 'Next slide' }).click();
		await expect.poll(() => activeSlide(slideshow)).toBe('2 of 3');
	});
});
