import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { institution } from '@wordpress/icons';

import { registerAddressBlock } from '../address';
import { registerEmailBlock } from '../email';
import { registerPhoneBlock } from '../phone';
import metadata from './block.json';
import { CONTACT_INFO_BLOCK_NAME } from './name';
import save from './save';
import type { ContactInfoAttributes } from './types';

export { CONTACT_INFO_BLOCK_NAME };

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
	registerBlockOnce<ContactInfoAttributes>(CONTACT_INFO_BLOCK_NAME, metadata, {
		icon: institution,
		edit: lazyBlockEdit<ContactInfoAttributes>(() => import('./edit')),
		save,
	});
}
