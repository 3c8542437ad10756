import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __, _x } from '@wordpress/i18n';

import type { VideoAttributes, VideoPreload } from '../../types';

/** The attributes the panel edits. */
export type PlaybackSettings = Pick<
	VideoAttributes,
	'autoplay' | 'loop' | 'muted' | 'playsinline' | 'controls' | 'preload'
>;

export interface PlaybackPanelProps {
	readonly settings: PlaybackSettings;
	readonly onChange: (change: Partial<PlaybackSettings>) => void;
}

const PRELOADS: readonly VideoPreload[] = ['auto', 'metadata', 'none'];
const isPreload = (value: string): value is VideoPreload => PRELOADS.some((preload) => preload === value);

/**
 * 'Video Settings': how the player plays, as WordPress's own video block offers it. Autoplay
 * turns on Muted and Play inline with it (browsers autoplay only muted videos, and phones only
 * in the page), and keeps them on while it is.
 */
export function PlaybackPanel({ settings, onChange }: PlaybackPanelProps) {
	const { autoplay, loop, muted, playsinline, controls, preload } = settings;
	return (
		<PanelBody title={__('Video Settings', 'blockyard')}>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Autoplay', 'blockyard')}
				checked={autoplay}
				help={
					autoplay
						? __('Autoplay may cause usability issues for some users.', 'blockyard')
						: undefined
				}
				onChange={(value) => onChange({ autoplay: value, muted: value, playsinline: value })}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Loop', 'blockyard')}
				checked={loop}
				onChange={(value) => onChange({ loop: value })}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Muted', 'blockyard')}
				checked={muted}
				disabled={autoplay}
				help={autoplay ? __('Muted because of Autoplay.', 'blockyard') : undefined}
				onChange={(value) => onChange({ muted: value })}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Playback controls', 'blockyard')}
				checked={controls}
				onChange={(value) => onChange({ controls: value })}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Play inline', 'blockyard')}
				checked={playsinline}
				disabled={autoplay}
				help={
					autoplay
						? __('Play inline enabled because of Autoplay.', 'blockyard')
						: __(
								'When enabled, videos will play directly within the webpage on mobile browsers, instead of opening in a fullscreen player.',
								'blockyard'
							)
				}
				onChange={(value) => onChange({ playsinline: value })}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={__('Preload', 'blockyard')}
				value={preload}
				options={[
					{ value: 'auto', label: _x('Auto', 'preload', 'blockyard') },
					{ value: 'metadata', label: _x('Metadata', 'preload', 'blockyard') },
					{ value: 'none', label: _x('None', 'preload', 'blockyard') },
				]}
				onChange={(value: string) => {
					if (isPreload(value)) {
						onChange({ preload: value });
					}
				}}
			/>
		</PanelBody>
	);
}
