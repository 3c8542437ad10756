import { useHost } from '@blockyard/ui';
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
 * The host's feature flag saying the site has video chapters: the Details panel, whose
 * description's timed lines become the video's chapters, shows only where it is on.
 */
export const VIDEO_CHAPTERS_FLAG = 'video-chapters';

/**
 * The block's sidebar: Details (title, description, chapters; only where the site has video
 * chapters, the host's `video-chapters` flag) and Video File Settings (rating, download,
 * privacy) for a video of the media library, which the service keeps; Video Settings (how it
 * plays) and Progress Bar Colors, which the block keeps.
 */
export function VideoSettings({ attributes, setAttributes, video }: VideoSettingsProps) {
	const { id } = attributes;
	const hasChapters = useHost().site.features[VIDEO_CHAPTERS_FLAG] === true;
	return (
		<InspectorControls>
			{id !== undefined && hasChapters && (
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
