import { describe, expect, it, vi } from 'vitest';

import { FIGURE_CLASS, SLIDE_CLASS, SLIDES_CLASS, SLIDESHOW_CLASS } from '../markup';
import { prefetchSlider, prefetchSliderFor } from './prefetch';

/** A saved slideshow's markup with `count` images, in the classes `save` writes. */
function page(count: number): HTMLElement {
	const root = document.createElement('div');
	const slides = Array.from(
		{ length: count },
		(_, index) =>
			`<li class="${SLIDE_CLASS}"><figure class="${FIGURE_CLASS}"><img src="https://example.com/${String(index)}.jpg" alt=""></figure></li>`
	).join('');
	root.innerHTML = `<p>Before</p><div class="${SLIDESHOW_CLASS}"><ul class="${SLIDES_CLASS}">${slides}</ul></div>`;
	return root;
}

describe('prefetchSliderFor', () => {
	it('asks for the slider’s chunk at once on a page with a slideshow of two images', () => {
		const load = vi.fn(() => Promise.resolve({}));
		expect(prefetchSliderFor(page(2), load)).toBe(true);
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('leaves it alone for a single image or no slideshow, which never become a slider', () => {
		const load = vi.fn(() => Promise.resolve({}));
		expect(prefetchSliderFor(page(1), load)).toBe(false);
		expect(prefetchSliderFor(document.createElement('div'), load)).toBe(false);
		expect(load).not.toHaveBeenCalled();
	});

	it('forgets a failed load: the slider asks again when it mounts', async () => {
		const failure = Promise.reject(new Error('offline'));
		const load = vi.fn(() => failure);
		prefetchSlider(load);
		// The failure is handled: awaiting it here is the only other listener.
		await expect(failure).rejects.toThrow('offline');
		expect(load).toHaveBeenCalledTimes(1);
	});
});
