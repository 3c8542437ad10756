// Swiper (the slider's chunk, about 30 KiB gzip) asked for as early as it is known to be needed,
// rather than once the slider mounts: with the block's edit in the editor, and with the package's
// visitor script on a page whose slideshow will become a slider. Both ask the same `import()`
// the slider does, so the browser fetches the chunk once.

/** A saved slideshow's second slide: only a slideshow of two images or more becomes a slider. */
const SECOND_SLIDE = '.wp-block-blockyard-slideshow__slide ~ .wp-block-blockyard-slideshow__slide';

/** Loads the slider's chunk; replaced in tests. */
export const loadSliderChunk = (): Promise<unknown> => import('./slider');

/**
 * Starts loading the slider's chunk, and forgets a failure: the slider asks again when it
 * mounts, and says so then if it still cannot load.
 *
 * @example
 * prefetchSlider();
 */
export function prefetchSlider(load: () => Promise<unknown> = loadSliderChunk): void {
	load().catch(() => undefined);
}

/**
 * Starts loading the slider's chunk when `root` holds a saved slideshow of two images or more;
 * says whether it did.
 *
 * @example
 * prefetchSliderFor(document);
 */
export function prefetchSliderFor(root: ParentNode, load: () => Promise<unknown> = loadSliderChunk): boolean {
	if (root.querySelector(SECOND_SLIDE) === null) {
		return false;
	}
	prefetchSlider(load);
	return true;
}
