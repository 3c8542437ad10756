import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';

import metadata from './block.json';
import { slideshowIcon } from './icon';
import save from './save';
import { prefetchSlider } from './slider/prefetch';
import type { SlideshowAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const SLIDESHOW_BLOCK_NAME = 'blockyard/slideshow';

/**
 * Registers `blockyard/slideshow` from its block.json. Idempotent: does nothing when a block
 * of that name is already registered. Swiper comes only with the edit (and the visitor's
 * view), never with the registration: it is asked for with the edit, side by side, rather than
 * once the edit's slider mounts.
 *
 * @example
 * registerSlideshowBlock();
 */
export function registerSlideshowBlock(): void {
	registerBlockOnce<SlideshowAttributes>(SLIDESHOW_BLOCK_NAME, metadata, {
		icon: slideshowIcon,
		edit: lazyBlockEdit<SlideshowAttributes>(() => {
			prefetchSlider();
			return import('./edit');
		}),
		save,
	});
}
