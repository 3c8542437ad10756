import { lazyBlockEdit, registerBlockOnce, registerStoreOnce } from '@blockyard/ui';
import type { BlockConfiguration } from '@wordpress/blocks';

import { mediaSourceStore } from '../../video-helpers/player-state/store';
import { videoTransforms } from '../../video-helpers/transforms';
import metadata from './block.json';
import deprecated from './deprecated';
import { videoIcon } from './icon';
import { VIDEO_BLOCK_NAME } from './name';
import save from './save';
import type { VideoAttributes } from './types';

export { VIDEO_BLOCK_NAME };

/**
 * Registers `blockyard/video` from its block.json, with its transforms (from a core video block,
 * from dropped video files, which the block uploads as it shows). Idempotent: does nothing when
 * a block of that name is already registered. The upload client (tus-js-client) comes only
 * with the edit. The `blockyard/media-source` store, which its players report into, comes with it.
 *
 * @example
 * registerVideoBlock();
 */
export function registerVideoBlock(): void {
	registerStoreOnce(mediaSourceStore);
	registerBlockOnce<VideoAttributes>(VIDEO_BLOCK_NAME, metadata, {
		icon: videoIcon,
		edit: lazyBlockEdit<VideoAttributes>(() => import('./edit')),
		save,
		deprecated,
		// The editor types a transform's input as the block's own attributes; these read a core video's.
		transforms: videoTransforms as unknown as BlockConfiguration<VideoAttributes>['transforms'],
	});
}
