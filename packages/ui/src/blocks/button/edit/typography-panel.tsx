import { FontSizePicker, useSettings } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { flattenPalette } from '../palette';
import type { ButtonPanelProps } from './panel-props';

/** The font size, from the editor's presets only (the attribute holds a slug). */
export function ButtonTypographyPanel({ attributes, setAttributes }: ButtonPanelProps) {
	const [fontSizesSetting] = useSettings('typography.fontSizes');
	const fontSizes = flattenPalette(fontSizesSetting);
	if (fontSizes.length === 0) {
		return null;
	}
	const current = fontSizes.find((entry) => entry.slug === attributes.fontSize);

	return (
		<PanelBody title={__('Typography', 'blockyard')} initialOpen={false}>
			<FontSizePicker
				__nextHasNoMarginBottom
				fontSizes={fontSizes}
				disableCustomFontSizes
				withReset
				value={current?.size}
				onChange={(size) =>
					setAttributes({ fontSize: fontSizes.find((entry) => entry.size === size)?.slug })
				}
			/>
		</PanelBody>
	);
}
