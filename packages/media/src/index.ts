import { registerExternalMedia } from './extensions/external-media';

/**
 * Registers every block of @blockyard/media, and adds the external media sources to the editor's
 * media buttons. Idempotent: blocks already registered are left alone.
 *
 * @example
 * registerMediaBlocks();
 */
export function registerMediaBlocks(): void {
	// The tiled gallery and the slideshow register here.
	registerExternalMedia();
}

export { registerExternalMedia } from './extensions/external-media';

export { startMediaViews } from './view';
export type { MediaView, MediaViewModule } from './view';
