/**
 * The blocks a contact form is saved as, which the submission route reads (decision 0009):
 * part of the forms contract, so the form blocks (@blockyard/forms), Form AI
 * (@blockyard/ai-assistant) and the server all take the names from here.
 */
export const CONTACT_FORM_BLOCK_NAME = 'blockyard/contact-form';

/** The twelve field kinds, in the order the inserter lists them. */
export const FIELD_KINDS = [
	'name',
	'email',
	'text',
	'textarea',
	'checkbox',
	'date',
	'telephone',
	'url',
	'checkbox-multiple',
	'radio',
	'select',
	'consent',
] as const;

/** A field block's kind: `blockyard/field-{kind}`. */
export type FieldKind = (typeof FIELD_KINDS)[number];

export type FieldBlockName = `blockyard/field-${FieldKind}`;

/**
 * The field block of a kind.
 *
 * @example
 * fieldBlockName('email'); // 'blockyard/field-email'
 */
export const fieldBlockName = (kind: FieldKind): FieldBlockName => `blockyard/field-${kind}`;

/** The twelve field block names, `blockyard/field-name` … `blockyard/field-consent`. */
export const FORM_FIELD_BLOCK_NAMES: readonly FieldBlockName[] = FIELD_KINDS.map(fieldBlockName);
