import { useBlockProps } from '@wordpress/block-editor';

import { errorId, FIELD_CLASS, fieldElement, fieldId } from '../markup';
import type { SavedField } from '../saved-field';
import { ErrorSlot, LabelText, requiredProps } from './parts';

/** A `<fieldset>` named by the label, holding one checkbox (value `yes`) labelled by the consent text. */
export function ConsentField({ field }: { field: SavedField }) {
	return (
		<fieldset {...useBlockProps.save({ className: FIELD_CLASS })}>
			<legend className={fieldElement('label')}>
				<LabelText label={field.label} required={field.required} />
			</legend>
			<div className={fieldElement('option')}>
				<input
					className={fieldElement('choice')}
					type="checkbox"
					id={fieldId(field.name)}
					name={field.name}
					value="yes"
					{...requiredProps(field.required)}
					aria-describedby={errorId(field.name)}
				/>
				<label htmlFor={fieldId(field.name)}>{field.consentText}</label>
			</div>
			<ErrorSlot name={field.name} />
		</fieldset>
	);
}
