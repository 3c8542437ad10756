import { InspectorControls } from '@wordpress/block-editor';

import type { VideoAttributes } from '../../types';
import type { VideoMetaState } from '../use-video-meta';
import { FileSettingsPanel } from './file-settings-panel';
import { PlaybackPanel } from './playback-panel';
import { ProgressBarColorsPanel } from './progress-bar-colors-panel';
import { VideoDetails } from './video-details';

export interface VideoSettingsProps {
	readonly attributes: VideoAttributes;
	readonly setAttributes: (change: Partial<VideoAttributes>) => void;
	/** The hosted video's details, read from its media item. */
	readonly video: VideoMetaState;
}

/**
 * The block's sidebar: Details (title, description, chapters) and Video File Settings (rating,
 * download, privacy) for a video of the media library, which the service keeps; Video
 * Settings (how it plays) and Progress Bar Colors, which the block keeps.
 */
export function VideoSettings({ attributes, setAttributes, video }: VideoSettingsProps) {
	const { id } = attributes;
	return (
		<InspectorControls>
			{id !== undefined && (
				<VideoDetails
					key={`${id}:${video.meta?.guid ?? 'loading'}`}
					id={id}
					meta={video.meta}
					attributes={attributes}
					setAttributes={setAttributes}
				/>
			)}
			<PlaybackPanel settings={attributes} onChange={setAttributes} />
			<ProgressBarColorsPanel colors={attributes} onChange={setAttributes} />
			{id !== undefined && (
				<FileSettingsPanel
					meta={video.meta}
					onChange={(changes) => void video.changeFileSettings(changes)}
				/>
			)}
		</InspectorControls>
	);
}
