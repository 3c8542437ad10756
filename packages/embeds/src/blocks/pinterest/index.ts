import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { pin } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { PinterestAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const PINTEREST_BLOCK_NAME = 'blockyard/pinterest';

/**
 * Registers `blockyard/pinterest` from its block.json. Idempotent: does nothing when a block
 * of that name is already registered.
 *
 * @example
 * registerPinterestBlock();
 */
export function registerPinterestBlock(): void {
	registerBlockOnce<PinterestAttributes>(PINTEREST_BLOCK_NAME, metadata, {
		icon: pin,
		edit: lazyBlockEdit<PinterestAttributes>(() => import('./edit')),
		save,
	});
}
