import { useBlockProps } from '@wordpress/block-editor';

import { errorId, FIELD_CLASS, fieldElement, fieldId } from '../markup';
import type { SavedField } from '../saved-field';
import { ErrorSlot, LabelText, requiredProps } from './parts';

/** One checkbox (value `yes`), its label after it, then the error slot. */
export function CheckboxField({ field }: { field: SavedField }) {
	return (
		<div {...useBlockProps.save({ className: FIELD_CLASS })}>
			<input
				className={fieldElement('choice')}
				type="checkbox"
				id={fieldId(field.name)}
				name={field.name}
				value="yes"
				{...requiredProps(field.required)}
				aria-describedby={errorId(field.name)}
			/>
			<label className={fieldElement('label')} htmlFor={fieldId(field.name)}>
				<LabelText label={field.label} required={field.required} />
			</label>
			<ErrorSlot name={field.name} />
		</div>
	);
}
