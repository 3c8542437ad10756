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

/**
 * A pure function of the attributes: a missing label is the kind's English default, a
 * missing name the label's slug (the edit fills both in; this keeps `save` total).
 */
export function savedField(spec: FieldKindSpec, attributes: FieldAttributes): SavedField {
	const label = attributes.label ?? spec.defaultLabel;
	const options: unknown[] = hasAttribute(spec, 'options') ? (attributes.options ?? []) : [];
	return {
		name: attributes.name || labelSlug(label),
		label,
		required: attributes.required === true,
		placeholder: (hasAttribute(spec, 'placeholder') && attributes.placeholder) || undefined,
		options: options.filter(
			(option): option is string => typeof option === 'string' && option.trim() !== ''
		),
		consentText: attributes.consentText ?? spec.defaultConsentText ?? '',
	};
}
