import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { currencyDollar } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { DonationsAttributes } from './types';

/** The donations block's registered name (a public contract: it never changes). */
export const DONATIONS_BLOCK_NAME = 'blockyard/donations';

/**
 * Registers `blockyard/donations` from its block.json. Idempotent: does nothing when a block of
 * that name is already registered.
 *
 * @example
 * registerDonationsBlock();
 */
export function registerDonationsBlock(): void {
	registerBlockOnce<DonationsAttributes>(DONATIONS_BLOCK_NAME, metadata, {
		icon: currencyDollar,
		edit: lazyBlockEdit<DonationsAttributes>(() => import('./edit')),
		save,
	});
}
