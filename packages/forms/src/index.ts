import { registerButtonBlock, type BlockTierChoice } from '@blockyard/ui';

import { registerBlockFolders } from './blocks';

/**
 * Registers every block of @blockyard/forms: the contact form and its twelve fields,
 * and @blockyard/ui's `blockyard/button`, the form's submit button. Idempotent: blocks
 * already registered are left alone. The block names and field kinds are the forms
 * contract's, exported by @blockyard/api-client.
 * Blocks of a tier the host has not allowed (`tiers`, default production only, as in a post
 * editor) are left out.
 *
 * @example
 * registerFormsBlocks();
 */
export function registerFormsBlocks(tiers: BlockTierChoice = {}): void {
	registerButtonBlock();
	registerBlockFolders(tiers);
}

export { registerContactFormBlock } from './blocks/contact-form';
export type { ContactFormAttributes } from './blocks/contact-form/types';
export { registerFieldBlocks } from './blocks/fields';
export type { FieldAttributes } from './blocks/fields/types';
export {
	addContactFormActions,
	hydrateContactForms,
	type FieldValue,
	type HydrateOptions,
	type SubmitFields,
	type SubmitResult,
	type SubmittedFields,
} from './view';
