import { PanelColorSettings } from '@wordpress/block-editor';
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { VideoAttributes } from '../../types';

/** The attributes the panel edits. */
export type ProgressBarColors = Pick<
	VideoAttributes,
	'seekbarColor' | 'seekbarPlayedColor' | 'seekbarLoadingColor' | 'useAverageColor'
>;

export interface ProgressBarColorsPanelProps {
	readonly colors: ProgressBarColors;
	readonly onChange: (change: Partial<ProgressBarColors>) => void;
}

/**
 * 'Progress Bar Colors': the hosted player's seekbar, in the editor's palette. With 'Match
 * video' on (the default) the player takes its colours from the video and the three colours
 * are not offered; a colour cleared is the empty string, the player's own.
 */
export function ProgressBarColorsPanel({ colors, onChange }: ProgressBarColorsPanelProps) {
	const color = (key: 'seekbarColor' | 'seekbarPlayedColor' | 'seekbarLoadingColor') => (value?: string) =>
		onChange({ [key]: value ?? '' });
	return (
		<PanelColorSettings
			title={__('Progress Bar Colors', 'blockyard')}
			colorSettings={
				colors.useAverageColor
					? []
					: [
							{
								label: __('Main', 'blockyard'),
								value: colors.seekbarColor || undefined,
								onChange: color('seekbarColor'),
							},
							{
								label: __('Progress', 'blockyard'),
								value: colors.seekbarPlayedColor || undefined,
								onChange: color('seekbarPlayedColor'),
							},
							{
								label: __('Loaded', 'blockyard'),
								value: colors.seekbarLoadingColor || undefined,
								onChange: color('seekbarLoadingColor'),
							},
						]
			}
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Match video', 'blockyard')}
				help={
					colors.useAverageColor
						? __('The progress bar takes its colors from the video.', 'blockyard')
						: __('The progress bar takes the colors above.', 'blockyard')
				}
				checked={colors.useAverageColor}
				onChange={(value) => onChange({ useAverageColor: value })}
			/>
		</PanelColorSettings>
	);
}
