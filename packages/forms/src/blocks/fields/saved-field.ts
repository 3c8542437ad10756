import { labelSlug } from '../../fields';
import { hasAttribute, type FieldKindSpec } from './kinds';
import type { FieldAttributes } from './types';

/** What the saved markup of a field is rendered from: its attributes with the fallbacks applied. */
export interface SavedField {
	readonly name: string;
	readonly label: string;
	readonly required: boolean;
	readonly placeholder?: string;
	/** Blank options (and anything not a string) left out. */
	readonly options: readonly string[];
	readonly consentText: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A pure function of the attributes: a missing label is the kind's English default, a
 * missing name the label's slug (the edit fills both in; this keeps `save` total). A value of
 * another type than the attribute's (a number for a label, text for the options) counts as
 * missing.
 */
export function savedField(spec: FieldKindSpec, attributes: FieldAttributes): SavedField {
	const label = text(attributes.label) ?? spec.defaultLabel;
	const options: unknown[] =
		hasAttribute(spec, 'options') && Array.isArray(attributes.options) ? attributes.options : [];
	return {
		name: text(attributes.name) || labelSlug(label),
		label,
		required: attributes.required === true,
		placeholder: (hasAttribute(spec, 'placeholder') && text(attributes.placeholder)) || undefined,
		options: options.filter(
			(option): option is string => typeof option === 'string' && option.trim() !== ''
		),
		consentText: text(attributes.consentText) ?? spec.defaultConsentText ?? '',
	};
}
