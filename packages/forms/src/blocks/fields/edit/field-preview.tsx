import { __ } from '@wordpress/i18n';

import type { FieldKindSpec } from '../kinds';
import { fieldElement, SELECT_ONE } from '../markup';
import type { FieldAttributes } from '../types';

export interface FieldPreviewProps {
	readonly spec: FieldKindSpec;
	readonly attributes: FieldAttributes;
	/** The label shown (the attribute, or the default while it is being filled in). */
	readonly label: string;
}

const blankless = (options: readonly string[] | undefined) =>
	(options ?? []).filter((option) => option.trim());

/**
 * What visitors will get, disabled: the editor shows the control, not a working one.
 * Each control is labelled, so the canvas reads sensibly to a screen reader too.
 */
export function FieldPreview({ spec, attributes, label }: FieldPreviewProps) {
	const placeholder = attributes.placeholder || undefined;
	switch (spec.control) {
		case 'input':
			return (
				<input
					className={fieldElement('input')}
					type={spec.inputType}
					placeholder={placeholder}
					aria-label={label}
					disabled
				/>
			);
		case 'textarea':
			return (
				<textarea
					className={fieldElement('input')}
					placeholder={placeholder}
					aria-label={label}
					disabled
				/>
			);
		case 'select':
			return (
				<select className={fieldElement('input')} aria-label={label} disabled>
					<option value="">{placeholder ?? SELECT_ONE}</option>
					{blankless(attributes.options).map((option, index) => (
						<option key={index}>{option}</option>
					))}
				</select>
			);
		case 'checkbox':
			return <input className={fieldElement('choice')} type="checkbox" aria-label={label} disabled />;
		case 'consent':
			return (
				<label className={fieldElement('option')}>
					<input className={fieldElement('choice')} type="checkbox" disabled />
					<span>{attributes.consentText ?? spec.texts().consentText}</span>
				</label>
			);
		case 'choices': {
			const options = blankless(attributes.options);
			if (options.length === 0) {
				return (
					<p className={fieldElement('hint')}>
						{__('Add the options in the block settings.', 'blockyard')}
					</p>
				);
			}
			return (
				<div className={fieldElement('options')}>
					{options.map((option, index) => (
						<label key={index} className={fieldElement('option')}>
							<input className={fieldElement('choice')} type={spec.inputType} disabled />
							<span>{option}</span>
						</label>
					))}
				</div>
			);
		}
	}
}
