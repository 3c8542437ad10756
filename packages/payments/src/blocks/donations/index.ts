import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { currencyDollar } from '@wordpress/icons';

import { registerEarnCategory } from '../../categories';
import metadata from './block.json';
import save from './save';
import type { DonationsAttributes } from './types';

/** The donations block's registered name (a public contract: it never changes). */
export const DONATIONS_BLOCK_NAME = 'blockyard/donations';

/**
 * Registers `blockyard/donations` from its block.json, in the 'Earn' category (added to the
 * editor's categories when it has none of that name). Idempotent: does nothing when a block of
 * that name is already registered.
 *
 * @example
 * registerDonationsBlock();
 */
export function registerDonationsBlock(): void {
	registerEarnCategory();
	registerBlockOnce<DonationsAttributes>(DONATIONS_BLOCK_NAME, metadata, {
		icon: currencyDollar,
		edit: lazyBlockEdit<DonationsAttributes>(() => import('./edit')),
		save,
	});
}
