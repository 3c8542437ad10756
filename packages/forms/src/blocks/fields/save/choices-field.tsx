import { useBlockProps } from '@wordpress/block-editor';

import type { FieldKindSpec } from '../kinds';
import { errorId, FIELD_CLASS, fieldElement, fieldId, optionId } from '../markup';
import type { SavedField } from '../saved-field';
import { ErrorSlot, LabelText } from './parts';

/**
 * A `<fieldset>` named by its `<legend>`, each option an input with its own label.
 * Radio: a `radiogroup`, `required` on every radio (the browser then wants one of them)
 * and `aria-required` on the group. Checkboxes: HTML cannot ask for "at least one", so
 * only the marker and the server say so.
 */
export function ChoicesField({ spec, field }: { spec: FieldKindSpec; field: SavedField }) {
	const isRadio = spec.inputType === 'radio';
	return (
		<fieldset
			{...useBlockProps.save({ className: FIELD_CLASS })}
			id={fieldId(field.name)}
			role={isRadio ? 'radiogroup' : undefined}
			aria-required={isRadio && field.required ? 'true' : undefined}
		>
			<legend className={fieldElement('label')}>
				<LabelText label={field.label} required={field.required} />
			</legend>
			<div className={fieldElement('options')}>
				{field.options.map((option, index) => (
					<div key={index} className={fieldElement('option')}>
						<input
							className={fieldElement('choice')}
							type={isRadio ? 'radio' : 'checkbox'}
							id={optionId(field.name, index)}
							name={field.name}
							value={option}
							required={isRadio && field.required ? true : undefined}
							aria-describedby={errorId(field.name)}
						/>
						<label htmlFor={optionId(field.name, index)}>{option}</label>
					</div>
				))}
			</div>
			<ErrorSlot name={field.name} />
		</fieldset>
	);
}
