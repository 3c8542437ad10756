import { lazyBlockEdit, registerBlockOnce, registerBlockyardCategories } from '@blockyard/ui';
import { envelope } from '@wordpress/icons';

import { CONTACT_FORM_BLOCK_NAME } from '../../fields';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { ContactFormAttributes } from './types';

/**
 * Registers `blockyard/contact-form` from its block.json, in the 'Forms' category (added
 * to the editor's categories when it has none of that name). Idempotent: does nothing
 * when a block of that name is already registered. The fields and the button it
 * holds are registered by `registerFieldBlocks()` and @blockyard/ui's `registerUiBlocks()`.
 *
 * @example
 * registerContactFormBlock();
 */
export function registerContactFormBlock(): void {
	registerBlockyardCategories(['forms']);
	registerBlockOnce<ContactFormAttributes>(CONTACT_FORM_BLOCK_NAME, metadata, {
		icon: envelope,
		edit: lazyBlockEdit<ContactFormAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
