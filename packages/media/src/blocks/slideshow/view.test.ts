import { getSaveContent } from '@wordpress/blocks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registerSlideshowBlock, SLIDESHOW_BLOCK_NAME } from './index';
import type { SlideshowAttributes } from './types';
import { startSlideshow, startView } from './view';

const image = (id: number, caption = '') => ({
	id,
	url: `https://example.com/${String(id)}.jpg`,
	alt: `Picture ${String(id)}`,
	caption,
});
const images = (count: number) => Array.from({ length: count }, (_, index) => image(index + 1));

/** The saved block, on a page. */
function savedSlideshow(attributes: Partial<SlideshowAttributes>): HTMLElement {
	const holder = document.createElement('div');
	holder.innerHTML = getSaveContent(SLIDESHOW_BLOCK_NAME, attributes);
	document.body.append(holder);
	return holder.firstElementChild as HTMLElement;
}

function preferReducedMotion(reduce: boolean) {
	vi.spyOn(window, 'matchMedia').mockImplementation(
		(query: string) =>
			({
				matches: reduce && query === '(prefers-reduced-motion: reduce)',
				media: query,
				addEventListener: () => undefined,
				removeEventListener: () => undefined,
			}) as unknown as MediaQueryList
	);
}

const byLabel = (root: HTMLElement, label: string) =>
	root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const activeLabel = (root: HTMLElement) =>
	root.querySelector('.swiper-slide-active')?.getAttribute('aria-label');

beforeAll(() => registerSlideshowBlock());
afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
	document.body.innerHTML = '';
});

describe('the visitor’s slideshow', () => {
	it('turns the list into a carousel: a labelled region, slides as groups, labelled controls', async () => {
		preferReducedMotion(false);
		const root = savedSlideshow({ images: [image(1, 'First'), image(2), image(3)] });
		const slider = await startSlideshow(root);
		expect(slider).not.toBeNull();

		expect(root.querySelector('ul')).toBeNull();
		expect(root.classList.contains('is-slider')).toBe(true);
		const region = root.querySelector('[role="region"]');
		expect(region?.getAttribute('aria-roledescription')).toBe('carousel');
		expect(region?.getAttribute('aria-label')).toBe('Slideshow');
		const slides = Array.from(root.querySelectorAll('.swiper-slide'));
		expect(slides.map((slide) => slide.getAttribute('role'))).toEqual(['group', 'group', 'group']);
		expect(slides.map((slide) => slide.getAttribute('aria-label')).sort()).toEqual([
			'1 of 3',
			'2 of 3',
			'3 of 3',
		]);
		expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
		expect(root.querySelector('figcaption')?.textContent).toBe('First');

		// Not playing by itself: no rotation button, a polite live region.
		expect(byLabel(root, 'Pause slideshow')).toBeNull();
		expect(root.querySelector('.swiper-wrapper')?.getAttribute('aria-live')).toBe('polite');
		// Three slides: one bullet each, as buttons.
		const bullets = root.querySelectorAll('.swiper-pagination-bullet');
		expect(Array.from(bullets).map((bullet) => bullet.getAttribute('aria-label'))).toEqual([
			'Go to slide 1',
			'Go to slide 2',
			'Go to slide 3',
		]);
	});

	it('moves with the previous and next buttons and the arrow keys', async () => {
		preferReducedMotion(true);
		const root = savedSlideshow({ images: images(3) });
		await startSlideshow(root);
		expect(activeLabel(root)).toBe('1 of 3');

		byLabel(root, 'Next slide')?.click();
		expect(activeLabel(root)).toBe('2 of 3');
		byLabel(root, 'Previous slide')?.click();
		expect(activeLabel(root)).toBe('1 of 3');

		const region = root.querySelector('[role="region"]') as HTMLElement;
		region.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
		expect(activeLabel(root)).toBe('2 of 3');
		region.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
		expect(activeLabel(root)).toBe('1 of 3');
		// Other keys, and arrows with a modifier, are left to the page.
		region.dispatchEvent(
			new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true })
		);
		region.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
		expect(activeLabel(root)).toBe('1 of 3');
	});

	it('plays by itself every `delay` seconds; the pause button stops it, play resumes', async () => {
		preferReducedMotion(false);
		const root = savedSlideshow({ images: images(3), autoplay: true, delay: 2 });
		const slider = await startSlideshow(root);
		expect(slider?.isPlaying()).toBe(true);
		expect(slider?.swiper.params.autoplay).toMatchObject({ delay: 2000 });
		expect(slider?.swiper.autoplay.running).toBe(true);
		// The rotation button comes first; while playing, no live region.
		const controls = root.querySelector('.wp-block-blockyard-slideshow__controls');
		expect(controls?.firstElementChild?.getAttribute('aria-label')).toBe('Pause slideshow');
		expect(root.querySelector('.swiper-wrapper')?.getAttribute('aria-live')).toBe('off');

		byLabel(root, 'Pause slideshow')?.click();
		expect(slider?.isPlaying()).toBe(false);
		expect(slider?.swiper.autoplay.running).toBe(false);
		expect(root.querySelector('.swiper-wrapper')?.getAttribute('aria-live')).toBe('polite');

		byLabel(root, 'Play slideshow')?.click();
		expect(slider?.isPlaying()).toBe(true);
		expect(slider?.swiper.autoplay.running).toBe(true);
		expect(byLabel(root, 'Pause slideshow')).not.toBeNull();
	});

	it('stops playing when keyboard focus enters the carousel', async () => {
		preferReducedMotion(false);
		const root = savedSlideshow({ images: images(2), autoplay: true });
		const slider = await startSlideshow(root);
		byLabel(root, 'Next slide')?.focus();
		expect(slider?.isPlaying()).toBe(false);
		expect(byLabel(root, 'Play slideshow')).not.toBeNull();
	});

	it('does not play by itself for a visitor who prefers reduced motion', async () => {
		preferReducedMotion(true);
		const root = savedSlideshow({ images: images(3), autoplay: true });
		const slider = await startSlideshow(root);
		expect(slider?.isPlaying()).toBe(false);
		expect(slider?.swiper.autoplay.running).toBe(false);
		expect(byLabel(root, 'Pause slideshow')).toBeNull();
		expect(root.querySelector('.swiper-wrapper')?.getAttribute('aria-live')).toBe('polite');
	});

	it('fades between slides when asked, and counts beyond five slides', async () => {
		preferReducedMotion(false);
		const root = savedSlideshow({ images: images(7), effect: 'fade' });
		const slider = await startSlideshow(root);
		expect(slider?.swiper.params.effect).toBe('fade');
		expect(root.querySelector('.swiper-pagination-bullet')).toBeNull();
		expect(root.querySelector('.wp-block-blockyard-slideshow__pagination')?.textContent).toBe('1 / 7');
	});

	it('leaves a single image as it is', async () => {
		const root = savedSlideshow({ images: images(1) });
		expect(await startSlideshow(root)).toBeNull();
		expect(root.querySelectorAll('ul > li > figure > img')).toHaveLength(1);
	});

	it('keeps the plain list, whole, when Swiper cannot be loaded or started', async () => {
		const root = savedSlideshow({ images: images(3) });
		const before = root.outerHTML;
		expect(await startSlideshow(root, () => Promise.reject(new Error('offline')))).toBeNull();
		expect(root.outerHTML).toBe(before);

		const broken = await startSlideshow(root, async () => ({
			createSlider: () => {
				throw new Error('no layout');
			},
		}));
		expect(broken).toBeNull();
		expect(root.outerHTML).toBe(before);
	});

	it('starts from startView, as the visitor’s script calls it', async () => {
		preferReducedMotion(false);
		const root = savedSlideshow({ images: images(2) });
		startView(root);
		await vi.waitFor(() => expect(root.classList.contains('is-slider')).toBe(true));
	});
});
