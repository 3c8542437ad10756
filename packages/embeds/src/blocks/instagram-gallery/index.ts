import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { gallery } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { InstagramGalleryAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const INSTAGRAM_GALLERY_BLOCK_NAME = 'blockyard/instagram-gallery';

/**
 * Registers `blockyard/instagram-gallery` from its block.json. Idempotent: does nothing when a
 * block of that name is already registered.
 *
 * @example
 * registerInstagramGalleryBlock();
 */
export function registerInstagramGalleryBlock(): void {
	registerBlockOnce<InstagramGalleryAttributes>(INSTAGRAM_GALLERY_BLOCK_NAME, metadata, {
		icon: gallery,
		edit: lazyBlockEdit<InstagramGalleryAttributes>(() => import('./edit')),
		save,
	});
}
