import { CONTACT_FORM_BLOCK_NAME, FORM_FIELD_BLOCK_NAMES } from '@blockyard/api-client';
import { BUTTON_BLOCK_NAME } from '@blockyard/ui';

/**
 * The block names of ADR 0009, from the forms contract in @blockyard/api-client: feature
 * packages never import each other, so nothing here comes from @blockyard/forms.
 */
export { CONTACT_FORM_BLOCK_NAME };

/** The twelve field blocks, each with `parent: ["blockyard/contact-form"]`. */
export const FIELD_BLOCK_NAMES: readonly string[] = FORM_FIELD_BLOCK_NAMES;

/** The form's submit button: the shared button of @blockyard/ui. */
export const SUBMIT_BUTTON_BLOCK_NAME = BUTTON_BLOCK_NAME;

/** The feature name the AI service expects on form requests. */
export const FORM_AI_FEATURE = 'jetpack-form-ai-extension';

const FIELDS: ReadonlySet<string> = new Set(FIELD_BLOCK_NAMES);

/** True for one of the twelve field blocks. */
export const isFieldBlockName = (name: string): boolean => FIELDS.has(name);

/**
 * The blocks whose edit component the `editor.BlockEdit` filter looks at: the form, its fields
 * and the button (the button only counts inside a form, which the form checks).
 */
export const isFormAiBlockName = (name: string): boolean =>
	name === CONTACT_FORM_BLOCK_NAME || FIELDS.has(name) || name === SUBMIT_BUTTON_BLOCK_NAME;
