import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { WidthControl } from '../../../components/width-control';
import { ButtonColorsPanel } from './colors-panel';
import type { ButtonPanelProps } from './panel-props';
import { ButtonTypographyPanel } from './typography-panel';

/** Upper bound of the radius control, in px. */
export const MAX_BORDER_RADIUS = 50;

/** The sidebar: link, border radius (0 = square), width, colours and font size. */
export function ButtonInspector(props: ButtonPanelProps) {
	return (
		<InspectorControls>
			<ButtonSettings {...props} />
		</InspectorControls>
	);
}

/** The sidebar's panels, on their own so that they render (and test) outside a block's slots. */
export function ButtonSettings({ attributes, setAttributes }: ButtonPanelProps) {
	return (
		<>
			<PanelBody title={__('Button settings', 'blockyard')}>
				{attributes.element === 'a' ? (
					<TextControl
						label={__('Link', 'blockyard')}
						type="url"
						value={attributes.url ?? ''}
						onChange={(url: string) => setAttributes({ url: url || undefined })}
					/>
				) : null}
				<RangeControl
					label={__('Border radius', 'blockyard')}
					value={attributes.borderRadius}
					min={0}
					max={MAX_BORDER_RADIUS}
					allowReset
					resetFallbackValue={0}
					onChange={(borderRadius?: number) => setAttributes({ borderRadius: borderRadius ?? 0 })}
				/>
				<WidthControl
					width={attributes.width}
					align={attributes.align}
					onChange={(width) => setAttributes({ width })}
				/>
			</PanelBody>
			<ButtonColorsPanel attributes={attributes} setAttributes={setAttributes} />
			<ButtonTypographyPanel attributes={attributes} setAttributes={setAttributes} />
		</>
	);
}
