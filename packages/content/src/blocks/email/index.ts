import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
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
	if (getBlockType(EMAIL_BLOCK_NAME)) {
		return;
	}
	const { example, ...rest } = metadata;
	const configuration: BlockConfiguration<EmailAttributes> = {
		...rest,
		name: EMAIL_BLOCK_NAME,
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<EmailAttributes>['example'],
	};
	registerBlockType<EmailAttributes>(configuration, {
		icon: envelope,
		edit: lazyBlockEdit<EmailAttributes>(() => import('./edit')),
		save,
	});
}
