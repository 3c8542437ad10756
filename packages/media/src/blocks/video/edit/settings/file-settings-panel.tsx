import { VIDEO_RATINGS, type VideoPrivacySetting, type VideoRating } from '@blockyard/api-client';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __, _x } from '@wordpress/i18n';

import type { VideoFileSettings, VideoMeta } from '../use-video-meta';

export interface FileSettingsPanelProps {
	/** The video's settings on the service; none while its media item loads. */
	readonly meta: VideoMeta | undefined;
	readonly onChange: (changes: VideoFileSettings) => void;
}

const isRating = (value: string): value is VideoRating => VIDEO_RATINGS.some((rating) => rating === value);

type PrivacyOption = '0' | '1' | '2';
const privacyOf = (value: string): VideoPrivacySetting | undefined =>
	value === '0' ? 0 : value === '1' ? 1 : value === '2' ? 2 : undefined;
const privacyOption = (value: VideoPrivacySetting): PrivacyOption =>
	value === 0 ? '0' : value === 1 ? '1' : '2';

/**
 * 'Video File Settings': the video's rating, whether visitors may download it and who may
 * watch it, kept by the hosted-video service (not in the post). Disabled while the media item
 * loads; each change applies at once and goes back when the service refuses it.
 */
export function FileSettingsPanel({ meta, onChange }: FileSettingsPanelProps) {
	const disabled = meta === undefined;
	return (
		<PanelBody title={__('Video File Settings', 'blockyard')}>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={_x('Rating', 'video content rating', 'blockyard')}
				value={meta?.rating ?? ''}
				disabled={disabled}
				options={[
					...(meta?.rating === null
						? [{ value: '', label: __('Not rated', 'blockyard'), disabled: true }]
						: []),
					{ value: 'G', label: __('G', 'blockyard') },
					{ value: 'PG-13', label: __('PG-13', 'blockyard') },
					{ value: 'R-17', label: __('R-17', 'blockyard') },
				]}
				onChange={(value: string) => {
					if (isRating(value)) {
						onChange({ rating: value });
					}
				}}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Allow download', 'blockyard')}
				help={__('Visitors can download the video file from the player.', 'blockyard')}
				checked={meta?.allow_download === 1}
				disabled={disabled}
				onChange={(value) => onChange({ allow_download: value ? 1 : 0 })}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={__('Privacy', 'blockyard')}
				help={__('A private video plays only for people signed in to the site.', 'blockyard')}
				value={privacyOption(meta?.privacy_setting ?? 2)}
				disabled={disabled}
				options={[
					{ value: '0', label: __('Public', 'blockyard') },
					{ value: '1', label: __('Private', 'blockyard') },
					{ value: '2', label: __('Site default', 'blockyard') },
				]}
				onChange={(value: string) => {
					const privacy = privacyOf(value);
					if (privacy !== undefined) {
						onChange({ privacy_setting: privacy });
					}
				}}
			/>
		</PanelBody>
	);
}
