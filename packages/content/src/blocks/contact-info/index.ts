import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { institution } from '@wordpress/icons';

import { registerAddressBlock } from '../address';
import { registerEmailBlock } from '../email';
import { registerPhoneBlock } from '../phone';
import metadata from './block.json';
import { CONTACT_INFO_BLOCK_NAME } from './name';
import save from './save';
import type { ContactInfoAttributes } from './types';

export { CONTACT_INFO_BLOCK_NAME };

const isWideOrFull = (value: string): value is 'wide' | 'full' => value === 'wide' || value === 'full';

/**
 * Registers `blockyard/contact-info` from its block.json, with the three blocks
 * that live only inside it: `blockyard/email`, `blockyard/phone` and
 * `blockyard/address`. Idempotent: a block already registered is left alone.
 * (Business Hours, the map and markdown, which it may also hold, register apart.)
 *
 * @example
 * registerContactInfoBlock();
 */
export function registerContactInfoBlock(): void {
	registerEmailBlock();
	registerPhoneBlock();
	registerAddressBlock();
	if (getBlockType(CONTACT_INFO_BLOCK_NAME)) {
		return;
	}
	const { supports, example, ...rest } = metadata;
	const configuration: BlockConfiguration<ContactInfoAttributes> = {
		...rest,
		name: CONTACT_INFO_BLOCK_NAME,
		// JSON imports widen string unions to `string`; narrowed back to what block.json says.
		supports: { ...supports, align: supports.align.filter(isWideOrFull) },
		// @wordpress/blocks 16 types `example` loosely; block.json's is a valid one.
		example: example as unknown as BlockConfiguration<ContactInfoAttributes>['example'],
	};
	registerBlockType<ContactInfoAttributes>(configuration, {
		icon: institution,
		edit: lazyBlockEdit<ContactInfoAttributes>(() => import('./edit')),
		save,
	});
}
