import {
	__experimentalPanelColorGradientSettings as PanelColorGradientSettings,
	useSettings,
} from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { colorChoice, colorValue, flattenPalette, gradientChoice } from '../palette';
import type { ButtonAttributes } from '../types';
import type { ButtonPanelProps } from './panel-props';

/**
 * Text colour, and background colour or gradient. A palette choice is stored by
 * its slug; another colour goes through the colour validator (an invalid one is
 * not stored).
 */
export function ButtonColorsPanel({ attributes, setAttributes }: ButtonPanelProps) {
	const [paletteSetting, gradientsSetting] = useSettings('color.palette', 'color.gradients');
	const palette = flattenPalette(paletteSetting);
	const gradients = flattenPalette(gradientsSetting);

	const onTextColor = (value?: string) => {
		const { slug, custom } = colorChoice(value, palette);
		setAttributes({ textColor: slug, customTextColor: custom });
	};
	const onBackgroundColor = (value?: string) => {
		const { slug, custom } = colorChoice(value, palette);
		const next: Partial<ButtonAttributes> = { backgroundColor: slug, customBackgroundColor: custom };
		// A colour replaces a gradient, as in core's button.
		if (slug || custom) {
			next.gradient = undefined;
			next.customGradient = undefined;
		}
		setAttributes(next);
	};
	const onGradient = (value?: string) => {
		const { slug, custom } = gradientChoice(value, gradients);
		const next: Partial<ButtonAttributes> = { gradient: slug, customGradient: custom };
		if (slug || custom) {
			next.backgroundColor = undefined;
			next.customBackgroundColor = undefined;
		}
		setAttributes(next);
	};

	return (
		<PanelColorGradientSettings
			title={__('Colors', 'blockyard')}
			initialOpen={false}
			settings={[
				{
					label: __('Text color', 'blockyard'),
					colorValue: colorValue(attributes.textColor, attributes.customTextColor, palette),
					onColorChange: onTextColor,
				},
				{
					label: __('Background color', 'blockyard'),
					colorValue: colorValue(
						attributes.backgroundColor,
						attributes.customBackgroundColor,
						palette
					),
					gradientValue: attributes.gradient
						? gradients.find((entry) => entry.slug === attributes.gradient)?.gradient
						: attributes.customGradient,
					onColorChange: onBackgroundColor,
					onGradientChange: onGradient,
				},
			]}
		/>
	);
}
