import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import type { BlockConfiguration } from '@wordpress/blocks';
import { gallery } from '@wordpress/icons';

import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import { transforms } from './transforms';
import type { TiledGalleryAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const TILED_GALLERY_BLOCK_NAME = 'blockyard/tiled-gallery';

/**
 * Registers `blockyard/tiled-gallery` from its block.json. Idempotent: does nothing when a
 * block of that name is already registered.
 *
 * @example
 * registerTiledGalleryBlock();
 */
export function registerTiledGalleryBlock(): void {
	registerBlockOnce<TiledGalleryAttributes>(TILED_GALLERY_BLOCK_NAME, metadata, {
		icon: gallery,
		edit: lazyBlockEdit<TiledGalleryAttributes>(() => import('./edit')),
		save,
		deprecated,
		transforms: transforms as unknown as BlockConfiguration<TiledGalleryAttributes>['transforms'],
	});
}
