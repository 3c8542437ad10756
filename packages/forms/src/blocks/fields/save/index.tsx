import type { BlockSaveProps } from '@wordpress/blocks';

import type { FieldKindSpec } from '../kinds';
import { savedField } from '../saved-field';
import type { FieldAttributes } from '../types';
import { CheckboxField } from './checkbox-field';
import { ChoicesField } from './choices-field';
import { ConsentField } from './consent-field';
import { InputField } from './input-field';
import { SelectField } from './select-field';

/** The `save` of a field kind: static, accessible markup, a pure function of the attributes. */
export function fieldSave(spec: FieldKindSpec) {
	function FieldSave({ attributes }: BlockSaveProps<FieldAttributes>) {
		const field = savedField(spec, attributes);
		switch (spec.control) {
			case 'input':
			case 'textarea':
				return <InputField spec={spec} field={field} />;
			case 'select':
				return <SelectField field={field} />;
			case 'checkbox':
				return <CheckboxField field={field} />;
			case 'choices':
				return <ChoicesField spec={spec} field={field} />;
			case 'consent':
				return <ConsentField field={field} />;
		}
	}
	FieldSave.displayName = `FieldSave(${spec.kind})`;
	return FieldSave;
}
