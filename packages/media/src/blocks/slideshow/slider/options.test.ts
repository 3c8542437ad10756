import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { paginationType, playsByItself, prefersReducedMotion, sliderHeight, sliderOptions } from './options';

const settings = (autoplay: boolean, delay = 3, effect: 'slide' | 'fade' = 'slide') => ({
	autoplay,
	delay,
	effect,
});

/** A window whose `matchMedia` answers `reduce` for the reduced-motion query. */
const windowPreferring = (reduce: boolean) => ({
	matchMedia: (query: string) =>
		({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
});

describe('the slider’s options', () => {
	it('shows bullets for up to five slides, and a counter beyond', () => {
		expect([1, 2, 5, 6, 40].map(paginationType)).toEqual([
			'bullets',
			'bullets',
			'bullets',
			'fraction',
			'fraction',
		]);
	});

	it('reads the person’s motion preference, and assumes none without a window', () => {
		expect(prefersReducedMotion(windowPreferring(true))).toBe(true);
		expect(prefersReducedMotion(windowPreferring(false))).toBe(false);
		expect(prefersReducedMotion(null)).toBe(false);
		expect(prefersReducedMotion({} as Window)).toBe(false);
	});

	it('plays every `delay` seconds, in a loop, with a 5 px swipe threshold', () => {
		expect(sliderOptions(settings(true, 4, 'fade'), 3, false)).toEqual({
			effect: 'fade',
			loop: true,
			speed: 300,
			threshold: 5,
			autoplay: { delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: true },
			pagination: { type: 'bullets', clickable: true },
		});
		expect(sliderOptions(settings(false), 7, false)).toMatchObject({
			autoplay: false,
			loop: true,
			pagination: { type: 'fraction' },
		});
	});

	it('never plays by itself, nor animates, for a person who prefers reduced motion', () => {
		expect(playsByItself(settings(true), true)).toBe(false);
		expect(playsByItself(settings(true), false)).toBe(true);
		expect(sliderOptions(settings(true), 3, true)).toMatchObject({ autoplay: false, speed: 0 });
	});

	it('neither loops nor plays with a single slide', () => {
		expect(sliderOptions(settings(true), 1, false)).toMatchObject({ autoplay: false, loop: false });
	});
});

describe('the slider’s height', () => {
	it('follows the first image’s shape, no wider than 16:9', () => {
		expect(sliderHeight({ width: 800, imageWidth: 800, imageHeight: 600, windowHeight: 2000 })).toBe(600);
		// A panorama: the slider keeps a 16:9 shape.
		expect(sliderHeight({ width: 1600, imageWidth: 4000, imageHeight: 1000, windowHeight: 2000 })).toBe(
			900
		);
		// Unknown yet: 16:9.
		expect(sliderHeight({ width: 1600, imageWidth: 0, imageHeight: 0, windowHeight: 2000 })).toBe(900);
	});

	it('is never taller than 80 % of the window, nor 600 px without one', () => {
		expect(sliderHeight({ width: 1000, imageWidth: 600, imageHeight: 900, windowHeight: 700 })).toBe(560);
		expect(sliderHeight({ width: 1000, imageWidth: 600, imageHeight: 900 })).toBe(600);
	});

	it('never exceeds either cap, whatever the sizes', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 5000 }),
				fc.integer({ min: 0, max: 8000 }),
				fc.integer({ min: 0, max: 8000 }),
				fc.integer({ min: 1, max: 3000 }),
				(width, imageWidth, imageHeight, windowHeight) => {
					const height = sliderHeight({ width, imageWidth, imageHeight, windowHeight });
					expect(height).toBeLessThanOrEqual(windowHeight * 0.8);
					expect(height).toBeGreaterThanOrEqual(
						Math.floor(Math.min((width * 9) / 16, windowHeight * 0.8))
					);
				}
			)
		);
	});
});
