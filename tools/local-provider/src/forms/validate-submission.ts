// The submission rules of decision 0009. The WordPress plugin serves the same route in PHP
// (packages/wordpress-plugin/plugin/includes/forms.php), a port of this file: change both.
import type { FormField } from './contact-form';

/** What a visitor sent: each field's value by name; a `checkbox-multiple` sends a list. */
export type SubmittedValues = Readonly<Record<string, string | readonly string[]>>;

/** The values kept: trimmed, by name, only the form's own fields, blank ones left out. */
export type CleanValues = Record<string, string | string[]>;

export type SubmissionCheck =
	| { readonly ok: true; readonly values: CleanValues }
	| { readonly ok: false; readonly errors: Record<string, string> };

/** The longest value of a `textarea`. */
export const TEXTAREA_MAX_LENGTH = 5000;
/** The longest value of any other field (and of each chosen option). */
export const FIELD_MAX_LENGTH = 500;

/** The value a checked `checkbox` or `consent` sends. */
export const CHECKED_VALUE = 'yes';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TELEPHONE = /^[\d\s+\-()]+$/;

function isWebAddress(value: string): boolean {
	if (/\s/.test(value)) {
		return false;
	}
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
	} catch {
		return false;
	}
}

function isCalendarDate(value: string): boolean {
	const match = ISO_DATE.exec(value);
	if (!match) {
		return false;
	}
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isTelephone = (value: string): boolean =>
	TELEPHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5;

/** The problem with one field's value, in plain English naming its label, or `undefined`. */
function problemOf(field: FormField, value: string | readonly string[] | undefined): string | undefined {
	const { kind, label } = field;
	if (kind === 'checkbox-multiple') {
		const chosen =
			value === undefined ? [] : (typeof value === 'string' ? [value] : value).filter(Boolean);
		if (chosen.length === 0) {
			return field.required ? `Choose at least one option for ${label}.` : undefined;
		}
		return chosen.every((option) => field.options.includes(option))
			? undefined
			: `Choose only from the options of ${label}.`;
	}
	if (typeof value !== 'string' && value !== undefined) {
		return `${label} takes a single value.`;
	}
	if (value === undefined || value === '') {
		if (!field.required) {
			return undefined;
		}
		return kind === 'select' || kind === 'radio'
			? `Choose an option for ${label}.`
			: `${label} is required.`;
	}
	const maxLength = kind === 'textarea' ? TEXTAREA_MAX_LENGTH : FIELD_MAX_LENGTH;
	if (value.length > maxLength) {
		return `${label} is too long: at most ${maxLength} characters.`;
	}
	switch (kind) {
		case 'email':
			return EMAIL.test(value) ? undefined : 'Enter a valid email address.';
		case 'url':
			return isWebAddress(value)
				? undefined
				: 'Enter a valid web address, starting with http:// or https://.';
		case 'date':
			return isCalendarDate(value) ? undefined : `Enter ${label} as a date (YYYY-MM-DD).`;
		case 'telephone':
			return isTelephone(value) ? undefined : 'Enter a valid phone number.';
		case 'select':
		case 'radio':
			return field.options.includes(value) ? undefined : `Choose one of the options for ${label}.`;
		case 'checkbox':
		case 'consent':
			return value === CHECKED_VALUE ? undefined : `${label} must be ticked or left empty.`;
		default:
			return undefined;
	}
}

const trimmed = (value: string | readonly string[] | undefined): string | string[] | undefined =>
	value === undefined
		? undefined
		: typeof value === 'string'
			? value.trim()
			: value.map((item) => item.trim());

/**
 * Checks a submission against the form's fields (docs/decisions/0009): required
 * values present and not blank, email, web address, date and phone shapes,
 * choices among the options, a checkbox or consent sends `yes`, lengths.
 * Keys the form does not have are ignored and not kept.
 */
export function checkSubmission(fields: readonly FormField[], submitted: SubmittedValues): SubmissionCheck {
	const errors: Record<string, string> = {};
	const values: CleanValues = {};
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
