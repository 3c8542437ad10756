// The forms contract (docs/decisions/0009-contact-forms.md) as the provider uses it: read
// from @blockyard/api-client's contract.json, the one place its kinds, limits, patterns,
// messages and codes are written. The provider imports the JSON itself, not the client's
// module: at run time it imports nothing else from @blockyard/api-client (see README.md).
import contract from '@blockyard/api-client/forms-contract.json' with { type: 'json' };
import type { FieldKind, FormFieldMessageKey, FormMessageKey, FormsContract } from '@blockyard/api-client';

export type { FieldKind };

const checked: FormsContract = contract;

/** The field kinds, in the contract's order. */
export const FIELD_KINDS = Object.keys(checked.fieldKinds) as readonly FieldKind[];

export const CONTACT_FORM_BLOCK = contract.contactFormBlockName;
export const FIELD_BLOCK_PREFIX = contract.fieldBlockPrefix;

/** The longest value a field of this kind keeps (for a `checkbox-multiple`, each option). */
export const maxLengthOf = (kind: FieldKind): number => contract.fieldKinds[kind].maxLength;

export const CHECKED_VALUE = contract.checkedValue;
export const TELEPHONE_MIN_DIGITS = contract.telephoneMinDigits;

/** Every pattern with flag `u`: the contract's patterns mean the same in PCRE with `u` and `D`. */
const pattern = (source: string, flags = ''): RegExp => new RegExp(source, `u${flags}`);

const SPACE = `[${contract.spaces}]`;
const EDGE_SPACES = pattern(`^${SPACE}+|${SPACE}+$`, 'g');
const ANY_SPACE = pattern(SPACE);
const EVERY_SPACE = pattern(SPACE, 'g');
const LABEL_END = pattern(`[${contract.spaces}${contract.labelEndings}]+$`);

export const PATTERNS = {
	email: pattern(contract.patterns.email),
	webAddress: pattern(contract.patterns.webAddress),
	telephone: pattern(contract.patterns.telephone),
	isoDate: pattern(contract.patterns.isoDate),
} as const;

/** Without the contract's spaces at either end (the same as `String.prototype.trim`). */
export const trimSpaces = (value: string): string => value.replace(EDGE_SPACES, '');
export const hasSpace = (value: string): boolean => ANY_SPACE.test(value);
export const withoutSpaces = (value: string): string => value.replace(EVERY_SPACE, '');
/** A label without trailing spaces, colons or asterisks ("Name *" → "Name"). */
export const trimLabelEnd = (label: string): string => label.replace(LABEL_END, '');

export { characterCount } from '../text/character-count';

export interface MessageValues {
	readonly label: string;
	readonly maxLength?: number;
}

/** A field's message with its `{label}` (and `{maxLength}`) filled in. */
export function fieldMessage(key: FormFieldMessageKey, values: MessageValues): string {
	return contract.fieldMessages[key].replace(/\{(\w+)\}/gu, (placeholder, name: string) =>
		name === 'label'
			? values.label
			: name === 'maxLength' && values.maxLength !== undefined
				? String(values.maxLength)
				: placeholder
	);
}

export const formMessage = (key: FormMessageKey): string => contract.messages[key];

export const FORM_CODES = contract.codes;
