/**
 * The names other code needs to know about the contact form and its fields, with no
 * React and no WordPress imports. The block names and the field kinds are part of the forms
 * contract (packages/api-client/src/forms-contract/contract.json) and come from
 * @blockyard/api-client, which Form AI, the local provider and the plugin read too (decision 0009).
 */

import { FORM_FIELD_BLOCK_NAMES, FORMS_CONTRACT, type FieldBlockName } from '@blockyard/api-client';

export {
	CONTACT_FORM_BLOCK_NAME,
	FIELD_KINDS,
	FORM_FIELD_BLOCK_NAMES,
	fieldBlockName,
	type FieldBlockName,
	type FieldKind,
} from '@blockyard/api-client';

/** Whether a block name is one of the twelve field blocks. */
export const isFieldBlockName = (name: string): name is FieldBlockName =>
	FORM_FIELD_BLOCK_NAMES.some((fieldName) => fieldName === name);

/** Longest slug kept from a label, so that names and ids stay readable. */
const MAX_SLUG_LENGTH = 32;

/** Latin letters that do not decompose into a base letter and an accent. */
const LETTERS: Readonly<Record<string, string>> = {
	ß: 'ss',
	æ: 'ae',
	œ: 'oe',
	ø: 'o',
	ł: 'l',
	đ: 'd',
	þ: 'th',
};

/**
 * A lower-case ASCII slug of a label: accents dropped, every run of other characters
 * a single `-`, at most 32 characters; `field` when nothing is left (e.g. a label
 * in a non-Latin script).
 *
 * @example
 * labelSlug('Your e-mail address!'); // 'your-e-mail-address'
 * labelSlug('Größe'); // 'grosse'
 */
export function labelSlug(label: string): string {
	const slug = label
		.toLowerCase()
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[ßæœøłđþ]/g, (letter) => LETTERS[letter] ?? '')
		.replace(/[^a-z0-9]+/g, '-')
		.slice(0, MAX_SLUG_LENGTH)
		.replace(/^-+|-+$/g, '');
	return slug || 'field';
}

/**
 * A field's `name` (the key its value is submitted under, and the base of its ids):
 * the label's slug, a dash, and `random`, a short random suffix (see `randomBase36`)
 * that keeps names unique on a page. `random` is taken as given, so this stays pure.
 *
 * @example
 * fieldNameFromLabel('Your email', 'k3j9'); // 'your-email-k3j9'
 */
export function fieldNameFromLabel(label: string, random: string): string {
	return `${labelSlug(label)}-${random}`;
}

const FIELD_NAME = new RegExp(FORMS_CONTRACT.patterns.fieldName ?? '^$', 'u');

/**
 * Whether `name` is a field name the forms contract allows: letters, digits, `_` and `-`,
 * at most 64 (what a classic form post keeps as it is). Every generated name is one; the
 * WordPress plugin drops any other `name` from what an author saves.
 *
 * @example
 * isFieldName('your-email-k3j9'); // true
 * isFieldName('Your email'); // false
 */
export const isFieldName = (name: string | undefined): name is string =>
	name !== undefined && FIELD_NAME.test(name);
