import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';

import metadata from './block.json';
import deprecated from './deprecated';
import { videoIcon } from './icon';
import save from './save';
import type { VideoAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const VIDEO_BLOCK_NAME = 'blockyard/video';

/**
 * Registers `blockyard/video` from its block.json. Idempotent: does nothing when a block of
 * that name is already registered. The upload client (tus-js-client) comes only with the edit.
 *
 * @example
 * registerVideoBlock();
 */
export function registerVideoBlock(): void {
	registerBlockOnce<VideoAttributes>(VIDEO_BLOCK_NAME, metadata, {
		icon: videoIcon,
		edit: lazyBlockEdit<VideoAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
