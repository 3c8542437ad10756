import { InspectorControls, PanelColorSettings } from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { DEFAULT_MAX_RATING, MAX_MAX_RATING, MIN_MAX_RATING } from '../rating';

interface InspectorProps {
	readonly maxRating: number;
	readonly color: string | undefined;
	readonly onChangeMaxRating: (maxRating: number) => void;
	readonly onChangeColor: (color: string | undefined) => void;
}

/** The sidebar: Highest rating (2-10) and the stars' colour. */
export function StarRatingInspector({ maxRating, color, onChangeMaxRating, onChangeColor }: InspectorProps) {
	return (
		<InspectorControls>
			<PanelBody title={__('Settings', 'blockyard')}>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Highest rating', 'blockyard')}
					value={maxRating}
					min={MIN_MAX_RATING}
					max={MAX_MAX_RATING}
					step={1}
					allowReset
					resetFallbackValue={DEFAULT_MAX_RATING}
					onChange={(value) => onChangeMaxRating(value ?? DEFAULT_MAX_RATING)}
				/>
			</PanelBody>
			<PanelColorSettings
				title={__('Color', 'blockyard')}
				colorSettings={[
					{
						value: color,
						onChange: (value: string | undefined) => onChangeColor(value),
						label: __('Color', 'blockyard'),
					},
				]}
			/>
		</InspectorControls>
	);
}
