import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { mobile } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { PhoneAttributes } from './types';

export const PHONE_BLOCK_NAME = 'blockyard/phone';

/**
 * Registers `blockyard/phone` from its block.json (a child of Contact Info only).
 * Idempotent: does nothing when a block of that name is already registered.
 *
 * @example
 * registerPhoneBlock();
 */
export function registerPhoneBlock(): void {
	if (getBlockType(PHONE_BLOCK_NAME)) {
		return;
	}
	const { example, ...rest } = metadata;
	const configuration: BlockConfiguration<PhoneAttributes> = {
		...rest,
		name: PHONE_BLOCK_NAME,
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<PhoneAttributes>['example'],
	};
	registerBlockType<PhoneAttributes>(configuration, {
		icon: mobile,
		edit: lazyBlockEdit<PhoneAttributes>(() => import('./edit')),
		save,
	});
}
