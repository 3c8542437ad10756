import { registerSlideshowBlock } from './blocks/slideshow';

/**
 * Registers every block of @blockyard/media. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerMediaBlocks();
 */
export function registerMediaBlocks(): void {
	registerSlideshowBlock();
}

export { registerSlideshowBlock, SLIDESHOW_BLOCK_NAME } from './blocks/slideshow';
export type { SlideshowAttributes, SlideshowEffect, SlideshowImage } from './blocks/slideshow/types';
export { startMediaViews } from './view';
export type { MediaView, MediaViewModule } from './view';
