// The submission rules of decision 0009, with the limits, patterns and messages of the forms
// contract (./contract.ts). The WordPress plugin serves the same route in PHP
// (packages/wordpress-plugin/plugin/includes/forms.php): the same rules over the same contract,
// held to the same cases (tools/api-contract/src/forms/submission-cases.ts). Change both.
import type { FormField } from './contact-form';
import { fieldMap, type FieldMap, type FieldValue } from './field-values';
import {
	CHECKED_VALUE,
	characterCount,
	fieldMessage,
	hasSpace,
	maxLengthOf,
	PATTERNS,
	TELEPHONE_MIN_DIGITS,
	trimSpaces,
	withoutSpaces,
} from './contract';

/** What a visitor sent: each field's value by name; a `checkbox-multiple` sends a list. */
export type SubmittedValues = Readonly<FieldMap<FieldValue>>;

/** The values kept: trimmed, by name, only the form's own fields, blank ones left out. */
export type CleanValues = FieldMap<string | string[]>;

export type SubmissionCheck =
	| { readonly ok: true; readonly values: CleanValues }
	| { readonly ok: false; readonly errors: FieldMap<string> };

const isEmail = (value: string): boolean => !hasSpace(value) && PATTERNS.email.test(value);

const isWebAddress = (value: string): boolean => !hasSpace(value) && PATTERNS.webAddress.test(value);

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A real day of the Gregorian calendar, year 1 to 9999 (what PHP's `checkdate` accepts). */
function isCalendarDate(value: string): boolean {
	const match = PATTERNS.isoDate.exec(value);
	if (!match) {
		return false;
	}
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
	return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

/** Digits, `+ - ( )` and spaces, with enough digits. */
function isTelephone(value: string): boolean {
	const compact = withoutSpaces(value);
	return (
		PATTERNS.telephone.test(compact) && (compact.match(/[0-9]/gu)?.length ?? 0) >= TELEPHONE_MIN_DIGITS
	);
}

/** The problem with one field's value, in plain English naming its label, or `undefined`. */
function problemOf(field: FormField, value: string | readonly string[] | undefined): string | undefined {
	const { kind, label } = field;
	const maxLength = maxLengthOf(kind);
	if (kind === 'checkbox-multiple') {
		const chosen =
			value === undefined ? [] : (typeof value === 'string' ? [value] : value).filter(Boolean);
		if (chosen.length === 0) {
			return field.required ? fieldMessage('chooseAtLeastOne', { label }) : undefined;
		}
		if (chosen.some((option) => characterCount(option) > maxLength)) {
			return fieldMessage('tooLong', { label, maxLength });
		}
		return chosen.every((option) => field.options.includes(option))
			? undefined
			: fieldMessage('notTheOptions', { label });
	}
	if (typeof value !== 'string' && value !== undefined) {
		return fieldMessage('singleValue', { label });
	}
	if (value === undefined || value === '') {
		if (!field.required) {
			return undefined;
		}
		return kind === 'select' || kind === 'radio'
			? fieldMessage('chooseOne', { label })
			: fieldMessage('required', { label });
	}
	if (characterCount(value) > maxLength) {
		return fieldMessage('tooLong', { label, maxLength });
	}
	switch (kind) {
		case 'email':
			return isEmail(value) ? undefined : fieldMessage('email', { label });
		case 'url':
			return isWebAddress(value) ? undefined : fieldMessage('webAddress', { label });
		case 'date':
			return isCalendarDate(value) ? undefined : fieldMessage('date', { label });
		case 'telephone':
			return isTelephone(value) ? undefined : fieldMessage('telephone', { label });
		case 'select':
		case 'radio':
			return field.options.includes(value) ? undefined : fieldMessage('notAnOption', { label });
		case 'checkbox':
		case 'consent':
			return value === CHECKED_VALUE ? undefined : fieldMessage('checked', { label });
		default:
			return undefined;
	}
}

const trimmed = (value: string | readonly string[] | undefined): string | string[] | undefined =>
	value === undefined ? undefined : typeof value === 'string' ? trimSpaces(value) : value.map(trimSpaces);

/**
 * Checks a submission against the form's fields (docs/decisions/0009): required
 * values present and not blank, email, web address, date and phone shapes,
 * choices among the options, a checkbox or consent sends `yes`, lengths.
 * Keys the form does not have are ignored and not kept.
 */
export function checkSubmission(fields: readonly FormField[], submitted: SubmittedValues): SubmissionCheck {
	// Without a prototype: a field named `__proto__` or `constructor` is kept like any other.
	const errors = fieldMap<string>();
	const values: CleanValues = fieldMap();
	for (const field of fields) {
		const value = Object.hasOwn(submitted, field.name) ? trimmed(submitted[field.name]) : undefined;
		const problem = problemOf(field, value);
		if (problem !== undefined) {
			errors[field.name] = problem;
		} else if (field.kind === 'checkbox-multiple' && value !== undefined) {
			const chosen = (typeof value === 'string' ? [value] : value).filter(Boolean);
			if (chosen.length > 0) {
				values[field.name] = chosen;
			}
		} else if (typeof value === 'string' && value !== '') {
			values[field.name] = value;
		}
	}
	return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
