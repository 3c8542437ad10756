import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { envelope } from '@wordpress/icons';

import { CONTACT_FORM_BLOCK_NAME } from '../../fields';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { ContactFormAttributes } from './types';

const isWideOrFull = (value: string): value is 'wide' | 'full' => value === 'wide' || value === 'full';

/**
 * Registers `blockyard/contact-form` from its block.json. Idempotent: does nothing
 * when a block of that name is already registered. The fields and the button it
 * holds are registered by `registerFieldBlocks()` and @blockyard/ui's `registerUiBlocks()`.
 *
 * @example
 * registerContactFormBlock();
 */
export function registerContactFormBlock(): void {
	if (getBlockType(CONTACT_FORM_BLOCK_NAME)) {
		return;
	}
	const { supports, ...rest } = metadata;
	const configuration: BlockConfiguration<ContactFormAttributes> = {
		...rest,
		name: CONTACT_FORM_BLOCK_NAME,
		// JSON imports widen string unions to `string`; narrowed back to what block.json says.
		supports: { ...supports, align: supports.align.filter(isWideOrFull) },
	};
	registerBlockType<ContactFormAttributes>(configuration, {
		icon: envelope,
		edit: lazyBlockEdit<ContactFormAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
