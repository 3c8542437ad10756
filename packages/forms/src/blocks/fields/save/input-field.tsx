import { useBlockProps } from '@wordpress/block-editor';

import type { FieldKindSpec } from '../kinds';
import { errorId, FIELD_CLASS, fieldElement, fieldId } from '../markup';
import type { SavedField } from '../saved-field';
import { ErrorSlot, LabelText, requiredProps } from './parts';

/** A label, then an `<input>` of the kind's type (or a `<textarea>`), then the error slot. */
export function InputField({ spec, field }: { spec: FieldKindSpec; field: SavedField }) {
	const id = fieldId(field.name);
	const describedBy = errorId(field.name);
	return (
		<div {...useBlockProps.save({ className: FIELD_CLASS })}>
			<label className={fieldElement('label')} htmlFor={id}>
				<LabelText label={field.label} required={field.required} />
			</label>
			{spec.control === 'textarea' ? (
				<textarea
					className={fieldElement('input')}
					id={id}
					name={field.name}
					placeholder={field.placeholder}
					{...requiredProps(field.required)}
					aria-describedby={describedBy}
				/>
			) : (
				<input
					className={fieldElement('input')}
					type={spec.inputType}
					id={id}
					name={field.name}
					autoComplete={spec.autocomplete}
					placeholder={field.placeholder}
					{...requiredProps(field.required)}
					aria-describedby={describedBy}
				/>
			)}
			<ErrorSlot name={field.name} />
		</div>
	);
}
