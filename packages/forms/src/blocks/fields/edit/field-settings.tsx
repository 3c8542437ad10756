import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, TextareaControl, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { hasAttribute, type FieldKindSpec } from '../kinds';
import type { FieldAttributes } from '../types';
import { OptionsEditor } from './options-editor';

export interface FieldSettingsProps {
	readonly spec: FieldKindSpec;
	readonly attributes: FieldAttributes;
	readonly setAttributes: (attributes: Partial<FieldAttributes>) => void;
}

/** The sidebar of a field. */
export function FieldInspector(props: FieldSettingsProps) {
	return (
		<InspectorControls>
			<FieldSettings {...props} />
		</InspectorControls>
	);
}

/**
 * The sidebar's panels, on their own so that they render (and test) outside a block's
 * slots: Required, then what the kind has (placeholder, consent text, options).
 */
export function FieldSettings({ spec, attributes, setAttributes }: FieldSettingsProps) {
	const isSelect = spec.control === 'select';
	return (
		<>
			<PanelBody title={__('Field settings', 'blockyard')}>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Required', 'blockyard')}
					help={__('Visitors cannot send the form without it.', 'blockyard')}
					checked={attributes.required === true}
					onChange={(required: boolean) => setAttributes({ required })}
				/>
				{hasAttribute(spec, 'placeholder') ? (
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={__('Placeholder', 'blockyard')}
						help={
							isSelect
								? __('The first, empty choice. Default: "Select one".', 'blockyard')
								: __(
										'A hint shown in the empty field. Not a replacement for the label.',
										'blockyard'
									)
						}
						value={attributes.placeholder ?? ''}
						onChange={(placeholder: string) =>
							setAttributes({ placeholder: placeholder || undefined })
						}
					/>
				) : null}
				{hasAttribute(spec, 'consentText') ? (
					<TextareaControl
						__nextHasNoMarginBottom
						label={__('Consent text', 'blockyard')}
						help={__('Shown beside the box visitors tick.', 'blockyard')}
						value={attributes.consentText ?? ''}
						onChange={(consentText: string) => setAttributes({ consentText })}
					/>
				) : null}
			</PanelBody>
			{hasAttribute(spec, 'options') ? (
				<PanelBody title={__('Options', 'blockyard')}>
					<OptionsEditor
						options={attributes.options ?? []}
						onChange={(options) => setAttributes({ options })}
					/>
				</PanelBody>
			) : null}
		</>
	);
}
