import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { megaphone } from '@wordpress/icons';

import { registerEarnCategory } from '../../categories';
import metadata from './block.json';
import save from './save';
import type { AdAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const AD_BLOCK_NAME = 'blockyard/ad';

/**
 * Registers `blockyard/ad` from its block.json, in the 'Earn' category (added to the editor's
 * categories when it has none of that name). Idempotent: does nothing when a block of that
 * name is already registered.
 *
 * @example
 * registerAdBlock();
 */
export function registerAdBlock(): void {
	registerEarnCategory();
	registerBlockOnce<AdAttributes>(AD_BLOCK_NAME, metadata, {
		icon: megaphone,
		edit: lazyBlockEdit<AdAttributes>(() => import('./edit')),
		save,
	});
}
