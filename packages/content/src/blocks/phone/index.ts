import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
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
	registerBlockOnce<PhoneAttributes>(PHONE_BLOCK_NAME, metadata, {
		icon: mobile,
		edit: lazyBlockEdit<PhoneAttributes>(() => import('./edit')),
		save,
	});
}
