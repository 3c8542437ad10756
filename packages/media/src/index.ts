import { registerStoreOnce, type BlockTierChoice } from '@blockyard/ui';

import { registerBlockFolders } from './blocks';
import { registerExternalMedia } from './extensions/external-media';
import { registerCoreVideoConversion } from './video-helpers/conversion';
import { mediaSourceStore } from './video-helpers/player-state/store';

/**
 * Registers every block of @blockyard/media, adds the external media sources to the editor's
 * media buttons, the offer to turn core video blocks into hosted video blocks, and the
 * `blockyard/media-source` store the video players report into. Idempotent: blocks already
 * registered are left alone.
 * Blocks of a tier the host has not allowed (`tiers`, default production only, as in a post
 * editor) are left out.
 *
 * @example
 * registerMediaBlocks();
 */
export function registerMediaBlocks(tiers: BlockTierChoice = {}): void {
	registerStoreOnce(mediaSourceStore);
	registerBlockFolders(tiers);
	registerExternalMedia();
	registerCoreVideoConversion();
}

export { registerExternalMedia } from './extensions/external-media';
export { registerCoreVideoConversion } from './video-helpers/conversion';
export { mediaSourceStore } from './video-helpers/player-state/store';
export { playerFrameOf, type PlayerFrame } from './video-helpers/player-frame';
export type { PlayerSource, MediaSourceState, PlayerState } from './video-helpers/player-state/types';
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
