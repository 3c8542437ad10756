/**
 * The contact forms' contract (docs/decisions/0009-contact-forms.md), typed: the block
 * names, the field kinds and their limits, the patterns, the messages and the error codes
 * that the form blocks, Form AI, the local provider and the WordPress plugin all follow.
 * The data lives once, in ./contract.json (see ./README.md); this module only types it.
 */
import contract from './contract.json' with { type: 'json' };

/** A field block's kind: `blockyard/field-{kind}`. */
export type FieldKind =
	| 'name'
	| 'email'
	| 'text'
	| 'textarea'
	| 'checkbox'
	| 'date'
	| 'telephone'
	| 'url'
	| 'checkbox-multiple'
	| 'radio'
	| 'select'
	| 'consent';

/** A message shown beside a field; `{label}` and `{maxLength}` are filled in. */
export type FormFieldMessageKey =
	| 'required'
	| 'chooseOne'
	| 'chooseAtLeastOne'
	| 'notAnOption'
	| 'notTheOptions'
	| 'singleValue'
	| 'tooLong'
	| 'email'
	| 'webAddress'
	| 'date'
	| 'telephone'
	| 'checked';

/** A message about the whole submission. */
export type FormMessageKey = 'invalid' | 'notFound' | 'notStored' | 'thankYou' | 'badBody' | 'unnamedField';

/**
 * The shape every reader of contract.json relies on. The key names above are the JSON's
 * own, spelled out so that the published declarations need no JSON: the checks below fail
 * to compile when the JSON gains, loses or renames one.
 */
export interface FormsContract {
	readonly contactFormBlockName: string;
	readonly fieldBlockPrefix: string;
	/** The field kinds in the order the inserter lists them, each with its longest value. */
	readonly fieldKinds: Readonly<Record<FieldKind, { readonly maxLength: number }>>;
	/** Every `type` of `<input>` the field blocks and their submit button save: all the WordPress plugin lets an author save. */
	readonly inputTypes: readonly string[];
	/** Every `autocomplete` value the field blocks save: all the WordPress plugin lets an author save. */
	readonly autocompleteValues: readonly string[];
	/** The value a ticked `checkbox` or `consent` sends. */
	readonly checkedValue: string;
	/** The fewest digits a phone number has. */
	readonly telephoneMinDigits: number;
	/** The characters trimmed from values and labels, and refused inside an email or web address: the inside of a `[…]` class. */
	readonly spaces: string;
	/** What else is cut from the end of a label ("Name *" → "Name"): the inside of a `[…]` class. */
	readonly labelEndings: string;
	/** Patterns meaning the same in JavaScript (flag `u`) and PCRE (flags `u`, `D`). */
	readonly patterns: Readonly<Record<string, string>>;
	/**
	 * The `{placeholders}` of the field messages, in the order PHP passes them: what each stands
	 * for (the translators' note in PHP) and whether it is `text` or a whole `number`.
	 */
	readonly placeholders: Readonly<Record<string, { readonly means: string; readonly type: string }>>;
	readonly fieldMessages: Readonly<Record<FormFieldMessageKey, string>>;
	readonly messages: Readonly<Record<FormMessageKey, string>>;
	readonly codes: Readonly<Record<'invalid' | 'notFound' | 'notStored' | 'badBody', string>>;
}

/** `true` only when `A` and `B` hold the same keys (a type error at the use otherwise). */
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
const keysMatch: [
	SameKeys<FieldKind, keyof typeof contract.fieldKinds>,
	SameKeys<FormFieldMessageKey, keyof typeof contract.fieldMessages>,
	SameKeys<FormMessageKey, keyof typeof contract.messages>,
	SameKeys<keyof FormsContract['codes'], keyof typeof contract.codes>,
] = [true, true, true, true];
void keysMatch;

/** The whole contract, as contract.json holds it. */
export const FORMS_CONTRACT: FormsContract = contract satisfies FormsContract;

/** The twelve field kinds, in the order the inserter lists them. */
export const FIELD_KINDS = Object.keys(contract.fieldKinds) as readonly FieldKind[];

/** The contact form block, which holds the field blocks and one submit button. */
export const CONTACT_FORM_BLOCK_NAME: string = contract.contactFormBlockName;

export type FieldBlockName = `blockyard/field-${FieldKind}`;

/**
 * The field block of a kind (contract.json's `fieldBlockPrefix` and the kind; a test holds
 * the prefix to this type).
 *
 * @example
 * fieldBlockName('email'); // 'blockyard/field-email'
 */
export const fieldBlockName = (kind: FieldKind): FieldBlockName =>
	`${contract.fieldBlockPrefix}${kind}` as FieldBlockName;

/** The twelve field block names, `blockyard/field-name` … `blockyard/field-consent`. */
export const FORM_FIELD_BLOCK_NAMES: readonly FieldBlockName[] = FIELD_KINDS.map(fieldBlockName);

/** The code of the 400 whose `data.errors` names every invalid field. */
export const FORM_INVALID_CODE: string = contract.codes.invalid;
/** The code of the 404 for a form no saved post holds. */
export const FORM_NOT_FOUND_CODE: string = contract.codes.notFound;
