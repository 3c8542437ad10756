import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { ContactFormAttributes } from '../types';

export interface FormSettingsProps {
	readonly attributes: ContactFormAttributes;
	readonly setAttributes: (attributes: Partial<ContactFormAttributes>) => void;
}

/** The sidebar of the form. */
export function FormInspector(props: FormSettingsProps) {
	return (
		<InspectorControls>
			<FormSettings {...props} />
		</InspectorControls>
	);
}

/** The sidebar's panel, on its own so that it renders (and tests) outside a block's slots. */
export function FormSettings({ attributes, setAttributes }: FormSettingsProps) {
	return (
		<PanelBody title={__('Form settings', 'blockyard')}>
			<TextareaControl
				__nextHasNoMarginBottom
				label={__('Confirmation message', 'blockyard')}
				help={__(
					'Shown to visitors once their message is sent. Leave it empty for "Thank you! Your message has been sent."',
					'blockyard'
				)}
				value={attributes.confirmationMessage}
				onChange={(confirmationMessage: string) => setAttributes({ confirmationMessage })}
			/>
		</PanelBody>
	);
}
