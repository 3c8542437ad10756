import { registerContactFormBlock } from './blocks/contact-form';
import { registerFieldBlocks } from './blocks/fields';

/**
 * Registers every block of @blockyard/forms: the contact form and its twelve fields.
 * Idempotent: blocks already registered are left alone. The form's submit button is
 * @blockyard/ui's `blockyard/button`: register it with `registerUiBlocks()`.
 *
 * @example
 * registerUiBlocks();
 * registerFormsBlocks();
 */
export function registerFormsBlocks(): void {
	registerContactFormBlock();
	registerFieldBlocks();
}

export {
	CONTACT_FORM_BLOCK_NAME,
	FIELD_KINDS,
	FORM_FIELD_BLOCK_NAMES,
	fieldBlockName,
	fieldNameFromLabel,
	isFieldBlockName,
	labelSlug,
	type FieldBlockName,
	type FieldKind,
} from './fields';
export { registerContactFormBlock } from './blocks/contact-form';
export type { ContactFormAttributes } from './blocks/contact-form/types';
export { formAction } from './blocks/contact-form/markup';
export { registerFieldBlocks } from './blocks/fields';
export type { FieldAttributes } from './blocks/fields/types';
export { FIELD_KIND_TABLE, type FieldControl, type FieldKindSpec } from './blocks/fields/kinds';
export { errorId, fieldId, optionId } from './blocks/fields/markup';
export {
	hydrateContactForms,
	postFields,
	toSubmitResult,
	type FieldValue,
	type HydrateOptions,
	type SubmitFields,
	type SubmitResult,
	type SubmittedFields,
} from './view';
