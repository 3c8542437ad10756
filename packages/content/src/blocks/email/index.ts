import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { envelope } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { EmailAttributes } from './types';

export const EMAIL_BLOCK_NAME = 'blockyard/email';

/**
 * Registers `blockyard/email` from its block.json (a child of Contact Info only).
 * Idempotent: does nothing when a block of that name is already registered.
 *
 * @example
 * registerEmailBlock();
 */
export function registerEmailBlock(): void {
	registerBlockOnce<EmailAttributes>(EMAIL_BLOCK_NAME, metadata, {
		icon: envelope,
		edit: lazyBlockEdit<EmailAttributes>(() => import('./edit')),
		save,
	});
}
