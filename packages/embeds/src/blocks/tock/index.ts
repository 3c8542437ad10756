import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { store } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { TockAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const TOCK_BLOCK_NAME = 'blockyard/tock';

/**
 * Registers `blockyard/tock` from its block.json. Idempotent: does nothing when a block of
 * that name is already registered.
 *
 * @example
 * registerTockBlock();
 */
export function registerTockBlock(): void {
	registerBlockOnce<TockAttributes>(TOCK_BLOCK_NAME, metadata, {
		icon: store,
		edit: lazyBlockEdit<TockAttributes>(() => import('./edit')),
		save,
	});
}
