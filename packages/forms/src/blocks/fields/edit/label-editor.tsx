import { RichText } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { htmlToPlainText, plainTextToHtml } from '../../../block-helpers/plain-text';
import { fieldElement, REQUIRED_MARKER } from '../markup';

export interface LabelEditorProps {
	readonly label: string;
	readonly required: boolean;
	readonly onChange: (label: string) => void;
}

/** The label, edited in place as plain text (no formats, no line breaks), with the required marker after it. */
export function LabelEditor({ label, required, onChange }: LabelEditorProps) {
	return (
		<div className={fieldElement('label')}>
			<RichText
				tagName="span"
				identifier="label"
				aria-label={__('Field label', 'blockyard')}
				placeholder={__('Add a label…', 'blockyard')}
				value={plainTextToHtml(label)}
				onChange={(html) => onChange(htmlToPlainText(html))}
				allowedFormats={[]}
				withoutInteractiveFormatting
				disableLineBreaks
			/>
			{required ? (
				<>
					{' '}
					<span className={fieldElement('required')}>{REQUIRED_MARKER}</span>
				</>
			) : null}
		</div>
	);
}
