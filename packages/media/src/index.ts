import { registerBlockFolders } from './blocks';
import { registerExternalMedia } from './extensions/external-media';
import { registerCoreVideoConversion } from './video-helpers/conversion';

/**
 * Registers every block of @blockyard/media, adds the external media sources to the editor's
 * media buttons, and the offer to turn core video blocks into hosted video blocks. Idempotent:
 * blocks already registered are left alone.
 *
 * @example
 * registerMediaBlocks();
 */
export function registerMediaBlocks(): void {
	registerBlockFolders();
	registerExternalMedia();
	registerCoreVideoConversion();
}

export { registerExternalMedia } from './extensions/external-media';
export { registerCoreVideoConversion } from './video-helpers/conversion';
export { registerSlideshowBlock, SLIDESHOW_BLOCK_NAME } from './blocks/slideshow';
export type { SlideshowAttributes, SlideshowEffect, SlideshowImage } from './blocks/slideshow/types';

export { startMediaViews } from './view';
export type { MediaView, MediaViewModule } from './view';
export { registerTiledGalleryBlock, TILED_GALLERY_BLOCK_NAME } from './blocks/tiled-gallery';
export type {
	TiledGalleryAttributes,
	TiledGalleryFilter,
	TiledGalleryImage,
	TiledGalleryLinkTo,
	TiledGalleryStyle,
} from './blocks/tiled-gallery/types';
export { registerVideoBlock, VIDEO_BLOCK_NAME } from './blocks/video';
export type { VideoAttributes, VideoPreload, VideoTrack, VideoTrackKind } from './blocks/video/types';
