import { registerButtonBlock } from '@blockyard/ui';

import { registerBlockFolders } from './blocks';

/**
 * Registers every block of @blockyard/forms: the contact form and its twelve fields,
 * and @blockyard/ui's `blockyard/button`, the form's submit button. Idempotent: blocks
 * already registered are left alone. The block names and field kinds are the forms
 * contract's, exported by @blockyard/api-client.
 *
 * @example
 * registerFormsBlocks();
 */
export function registerFormsBlocks(): void {
	registerButtonBlock();
	registerBlockFolders();
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
