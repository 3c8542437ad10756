import {
	lazyBlockEdit,
	registerBlockOnce,
	registerBlockyardCategories,
	registerButtonBlock,
} from '@blockyard/ui';
import { envelope } from '@wordpress/icons';

import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { MailchimpAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const MAILCHIMP_BLOCK_NAME = 'blockyard/mailchimp';

/**
 * Registers `blockyard/mailchimp` from its block.json, in the 'Grow' category (added to the
 * editor's categories when it has none of that name), and the shared button it holds.
 * Idempotent: does nothing when a block of that name is already registered.
 *
 * @example
 * registerMailchimpBlock();
 */
export function registerMailchimpBlock(): void {
	registerBlockyardCategories(['grow']);
	registerButtonBlock();
	registerBlockOnce<MailchimpAttributes>(MAILCHIMP_BLOCK_NAME, metadata, {
		icon: envelope,
		edit: lazyBlockEdit<MailchimpAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
