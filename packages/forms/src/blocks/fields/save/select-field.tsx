import { useBlockProps } from '@wordpress/block-editor';

import { errorId, FIELD_CLASS, fieldElement, fieldId, SELECT_ONE } from '../markup';
import type { SavedField } from '../saved-field';
import { ErrorSlot, LabelText, requiredProps } from './parts';

/** A label, then a `<select>` whose first, empty choice is the placeholder (else "Select one"). */
export function SelectField({ field }: { field: SavedField }) {
	return (
		<div {...useBlockProps.save({ className: FIELD_CLASS })}>
			<label className={fieldElement('label')} htmlFor={fieldId(field.name)}>
				<LabelText label={field.label} required={field.required} />
			</label>
			<select
				className={fieldElement('input')}
				id={fieldId(field.name)}
				name={field.name}
				{...requiredProps(field.required)}
				aria-describedby={errorId(field.name)}
			>
				<option value="">{field.placeholder ?? SELECT_ONE}</option>
				{field.options.map((option, index) => (
					<option key={index} value={option}>
						{option}
					</option>
				))}
			</select>
			<ErrorSlot name={field.name} />
		</div>
	);
}
