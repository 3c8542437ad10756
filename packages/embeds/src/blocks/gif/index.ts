import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { gallery } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { GifAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const GIF_BLOCK_NAME = 'blockyard/gif';

/**
 * Registers `blockyard/gif` from its block.json. Idempotent: does nothing when a block of
 * that name is already registered.
 *
 * @example
 * registerGifBlock();
 */
export function registerGifBlock(): void {
	registerBlockOnce<GifAttributes>(GIF_BLOCK_NAME, metadata, {
		icon: gallery,
		edit: lazyBlockEdit<GifAttributes>(() => import('./edit')),
		save,
	});
}
