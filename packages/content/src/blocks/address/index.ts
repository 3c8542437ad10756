import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
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
	if (getBlockType(ADDRESS_BLOCK_NAME)) {
		return;
	}
	const { example, ...rest } = metadata;
	const configuration: BlockConfiguration<AddressAttributes> = {
		...rest,
		name: ADDRESS_BLOCK_NAME,
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<AddressAttributes>['example'],
	};
	registerBlockType<AddressAttributes>(configuration, {
		icon: mapMarker,
		edit: lazyBlockEdit<AddressAttributes>(() => import('./edit')),
		save,
	});
}
