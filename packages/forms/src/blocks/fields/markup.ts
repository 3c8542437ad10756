/**
 * Ids and classes of the saved field markup: a contract with the front-end script
 * and the server (docs/decisions/0009-contact-forms.md). Changing one changes saved markup.
 */

/** The input's id, the target of its `<label for>`: `blockyard-field-{name}`. */
export const fieldId = (name: string): string => `blockyard-field-${name}`;

/** The error slot the front end fills in: `blockyard-field-{name}-error`. */
export const errorId = (name: string): string => `${fieldId(name)}-error`;

/** The input of a choice, counting from 1: `blockyard-field-{name}-{n}`. */
export const optionId = (name: string, index: number): string => `${fieldId(name)}-${index + 1}`;

/** On every field's wrapper, beside `wp-block-blockyard-field-{kind}`. */
export const FIELD_CLASS = 'blockyard-field';

/** `blockyard-field__<element>`. */
export const fieldElement = (name: string): string => `${FIELD_CLASS}__${name}`;

/** The visible marker of a required field, saved in English (the saved markup never depends on the site's language). */
export const REQUIRED_MARKER = '(required)';

/** The first, empty choice of a select that has no placeholder. */
export const SELECT_ONE = 'Select one';
