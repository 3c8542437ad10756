import { __, _x } from '@wordpress/i18n';

import { FIELD_KINDS, type FieldKind } from '../../fields';

/** How a kind renders: one input, a textarea, one checkbox, a group of choices, a select, a consent box. */
export type FieldControl = 'input' | 'textarea' | 'checkbox' | 'choices' | 'select' | 'consent';

/** Attributes only some kinds have; every kind has `name`, `label` and `required`. */
export type OptionalFieldAttribute = 'placeholder' | 'options' | 'consentText';

/** The translated texts of a kind, read at registration and in the editor (never in `save`). */
export interface FieldKindTexts {
	readonly title: string;
	readonly description: string;
	readonly keywords: readonly string[];
	readonly label: string;
	readonly consentText?: string;
	/** The first, empty choice of a drop-down, in the site's language (select only). */
	readonly placeholder?: string;
}

export interface FieldKindSpec {
	readonly kind: FieldKind;
	readonly control: FieldControl;
	/** The `type` of the `<input>` (for `choices`, of each option's input). */
	readonly inputType?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'checkbox' | 'radio';
	readonly autocomplete?: 'name' | 'email' | 'tel' | 'url';
	readonly attributes: readonly OptionalFieldAttribute[];
	/**
	 * The label `save` falls back on while the block has none: English, so that the saved
	 * markup never depends on the site's language. The edit fills in `texts().label`.
	 */
	readonly defaultLabel: string;
	/** The same for `consentText` (consent only). */
	readonly defaultConsentText?: string;
	/** Literal `__()` calls, so that the strings can be extracted for translation. */
	readonly texts: () => FieldKindTexts;
}

/**
 * Every field kind: what it renders, which attributes it has, its default label.
 * The one source the field blocks are built from (see ./metadata.ts). The kinds themselves
 * are the forms contract's (packages/api-client/src/forms-contract/contract.json): a kind
 * added there does not compile here until it has its entry.
 */
export const FIELD_KIND_TABLE: { readonly [Kind in FieldKind]: FieldKindSpec & { readonly kind: Kind } } = {
	name: {
		kind: 'name',
		control: 'input',
		inputType: 'text',
		autocomplete: 'name',
		attributes: ['placeholder'],
		defaultLabel: 'Name',
		texts: () => ({
			title: _x('Name field', 'block title', 'blockyard'),
			description: _x("The visitor's name.", 'block description', 'blockyard'),
			keywords: [_x('full name', 'block keyword', 'blockyard')],
			label: __('Name', 'blockyard'),
		}),
	},
	email: {
		kind: 'email',
		control: 'input',
		inputType: 'email',
		autocomplete: 'email',
		attributes: ['placeholder'],
		defaultLabel: 'Email',
		texts: () => ({
			title: _x('Email field', 'block title', 'blockyard'),
			description: _x(
				'An email address, checked when the form is sent.',
				'block description',
				'blockyard'
			),
			keywords: [_x('e-mail', 'block keyword', 'blockyard'), _x('mail', 'block keyword', 'blockyard')],
			label: __('Email', 'blockyard'),
		}),
	},
	text: {
		kind: 'text',
		control: 'input',
		inputType: 'text',
		attributes: ['placeholder'],
		defaultLabel: 'Text',
		texts: () => ({
			title: _x('Text field', 'block title', 'blockyard'),
			description: _x('A single line of text.', 'block description', 'blockyard'),
			keywords: [_x('input', 'block keyword', 'blockyard')],
			label: __('Text', 'blockyard'),
		}),
	},
	textarea: {
		kind: 'textarea',
		control: 'textarea',
		attributes: ['placeholder'],
		defaultLabel: 'Message',
		texts: () => ({
			title: _x('Message field', 'block title', 'blockyard'),
			description: _x('Several lines of text.', 'block description', 'blockyard'),
			keywords: [
				_x('textarea', 'block keyword', 'blockyard'),
				_x('multi-line', 'block keyword', 'blockyard'),
			],
			label: __('Message', 'blockyard'),
		}),
	},
	checkbox: {
		kind: 'checkbox',
		control: 'checkbox',
		inputType: 'checkbox',
		attributes: [],
		defaultLabel: 'Checkbox',
		texts: () => ({
			title: _x('Checkbox field', 'block title', 'blockyard'),
			description: _x('A single box to tick.', 'block description', 'blockyard'),
			keywords: [_x('tick', 'block keyword', 'blockyard')],
			label: __('Checkbox', 'blockyard'),
		}),
	},
	date: {
		kind: 'date',
		control: 'input',
		inputType: 'date',
		attributes: [],
		defaultLabel: 'Date',
		texts: () => ({
			title: _x('Date field', 'block title', 'blockyard'),
			description: _x('A date, picked from a calendar.', 'block description', 'blockyard'),
			keywords: [_x('calendar', 'block keyword', 'blockyard'), _x('day', 'block keyword', 'blockyard')],
			label: __('Date', 'blockyard'),
		}),
	},
	telephone: {
		kind: 'telephone',
		control: 'input',
		inputType: 'tel',
		autocomplete: 'tel',
		attributes: ['placeholder'],
		defaultLabel: 'Phone',
		texts: () => ({
			title: _x('Phone field', 'block title', 'blockyard'),
			description: _x('A telephone number.', 'block description', 'blockyard'),
			keywords: [
				_x('telephone', 'block keyword', 'blockyard'),
				_x('mobile', 'block keyword', 'blockyard'),
			],
			label: __('Phone', 'blockyard'),
		}),
	},
	url: {
		kind: 'url',
		control: 'input',
		inputType: 'url',
		autocomplete: 'url',
		attributes: ['placeholder'],
		defaultLabel: 'Website',
		texts: () => ({
			title: _x('Website field', 'block title', 'blockyard'),
			description: _x(
				'A web address, checked when the form is sent.',
				'block description',
				'blockyard'
			),
			keywords: [_x('url', 'block keyword', 'blockyard'), _x('link', 'block keyword', 'blockyard')],
			label: __('Website', 'blockyard'),
		}),
	},
	'checkbox-multiple': {
		kind: 'checkbox-multiple',
		control: 'choices',
		inputType: 'checkbox',
		attributes: ['options'],
		defaultLabel: 'Choose several',
		texts: () => ({
			title: _x('Multiple choice field', 'block title', 'blockyard'),
			description: _x('Boxes to tick: any number of the options.', 'block description', 'blockyard'),
			keywords: [
				_x('checkboxes', 'block keyword', 'blockyard'),
				_x('options', 'block keyword', 'blockyard'),
			],
			label: __('Choose several', 'blockyard'),
		}),
	},
	radio: {
		kind: 'radio',
		control: 'choices',
		inputType: 'radio',
		attributes: ['options'],
		defaultLabel: 'Choose one',
		texts: () => ({
			title: _x('Single choice field', 'block title', 'blockyard'),
			description: _x('Radio buttons: exactly one of the options.', 'block description', 'blockyard'),
			keywords: [
				_x('radio', 'block keyword', 'blockyard'),
				_x('options', 'block keyword', 'blockyard'),
			],
			label: __('Choose one', 'blockyard'),
		}),
	},
	select: {
		kind: 'select',
		control: 'select',
		attributes: ['options', 'placeholder'],
		defaultLabel: 'Select one',
		texts: () => ({
			title: _x('Dropdown field', 'block title', 'blockyard'),
			description: _x('A drop-down list: one of the options.', 'block description', 'blockyard'),
			keywords: [
				_x('select', 'block keyword', 'blockyard'),
				_x('options', 'block keyword', 'blockyard'),
			],
			label: __('Select one', 'blockyard'),
			placeholder: __('Select one', 'blockyard'),
		}),
	},
	consent: {
		kind: 'consent',
		control: 'consent',
		inputType: 'checkbox',
		attributes: ['consentText'],
		defaultLabel: 'Consent',
		defaultConsentText: 'I agree that my details are stored to answer my message.',
		texts: () => ({
			title: _x('Consent field', 'block title', 'blockyard'),
			description: _x('A box visitors tick to agree, with its text.', 'block description', 'blockyard'),
			keywords: [_x('privacy', 'block keyword', 'blockyard'), _x('gdpr', 'block keyword', 'blockyard')],
			label: __('Consent', 'blockyard'),
			consentText: __('I agree that my details are stored to answer my message.', 'blockyard'),
		}),
	},
};

/** The kinds in inserter order, with their specs. */
export const FIELD_KIND_SPECS: readonly FieldKindSpec[] = FIELD_KINDS.map((kind) => FIELD_KIND_TABLE[kind]);

/** Whether the kind has the attribute (beyond `name`, `label`, `required`). */
export const hasAttribute = (spec: FieldKindSpec, attribute: OptionalFieldAttribute): boolean =>
	spec.attributes.includes(attribute);
