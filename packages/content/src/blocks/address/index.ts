import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { mapMarker } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { AddressAttributes } from './types';

export const ADDRESS_BLOCK_NAME = 'blockyard/address';

/**
 * Registers `blockyard/address` from its block.json (a child of Contact Info only).
 * Idempotent: does nothing when a block of that name is already registered.
 *
 * @example
 * registerAddressBlock();
 */
export function registerAddressBlock(): void {
	registerBlockOnce<AddressAttributes>(ADDRESS_BLOCK_NAME, metadata, {
		icon: mapMarker,
		edit: lazyBlockEdit<AddressAttributes>(() => import('./edit')),
		save,
	});
}
