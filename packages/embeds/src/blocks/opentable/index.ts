import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { store } from '@wordpress/icons';

import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { OpenTableAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const OPENTABLE_BLOCK_NAME = 'blockyard/opentable';

/**
 * Registers `blockyard/opentable` from its block.json. Idempotent: does nothing when a block
 * of that name is already registered.
 *
 * @example
 * registerOpenTableBlock();
 */
export function registerOpenTableBlock(): void {
	registerBlockOnce<OpenTableAttributes>(OPENTABLE_BLOCK_NAME, metadata, {
		icon: store,
		edit: lazyBlockEdit<OpenTableAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
