import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';

import type { FieldKindSpec } from '../kinds';
import { FIELD_CLASS, fieldElement } from '../markup';
import type { FieldAttributes } from '../types';
import { FieldInspector } from './field-settings';
import { FieldPreview } from './field-preview';
import { LabelEditor } from './label-editor';
import { useFieldDefaults } from './use-field-defaults';

/**
 * The `edit` of a field kind: the label edited in place, a disabled preview of the
 * control, and the sidebar. Fills in the name, label and consent text a new field lacks.
 */
export function fieldEdit(spec: FieldKindSpec) {
	function FieldEdit({ attributes, setAttributes, clientId }: BlockEditProps<FieldAttributes>) {
		const label = useFieldDefaults(spec, clientId, attributes, setAttributes);
		const blockProps = useBlockProps({ className: FIELD_CLASS });
		const labelEditor = (
			<LabelEditor
				label={label}
				required={attributes.required === true}
				onChange={(next) => setAttributes({ label: next })}
			/>
		);
		const preview = <FieldPreview spec={spec} attributes={attributes} label={label} />;

		return (
			<div {...blockProps}>
				<FieldInspector spec={spec} attributes={attributes} setAttributes={setAttributes} />
				{spec.control === 'checkbox' ? (
					<div className={fieldElement('option')}>
						{preview}
						{labelEditor}
					</div>
				) : (
					<>
						{labelEditor}
						{preview}
					</>
				)}
			</div>
		);
	}
	FieldEdit.displayName = `FieldEdit(${spec.kind})`;
	return FieldEdit;
}
