// The rules of a video's text tracks (subtitles and the like): their kinds, what a new track
// defaults to, which file it takes, and that a language has one track of each kind.
// The kinds themselves are the api-client's `VIDEO_TRACK_KINDS`; a track is the block's `VideoTrack`.
import { __ } from '@wordpress/i18n';

import type { VideoTrack } from '../blocks/video/types';

import { isTrackKind } from './track-kind';

export type { VideoTrack };

/** What the author fills in to add a track: everything of a track but its address, and the file. */
export interface TrackForm {
	readonly kind: string;
	readonly srcLang: string;
	readonly label: string;
	readonly file?: { readonly name: string };
}

/** The files a track takes, for a file input's `accept`. */
export const TRACK_FILE_ACCEPT = '.vtt';

/** A new track's values before the author changes them: English subtitles. */
export const trackDefaults = (): Omit<TrackForm, 'file'> => ({
	kind: 'subtitles',
	srcLang: 'en',
	label: __('English', 'blockyard'),
});

/** The form with blanks filled from the defaults, and a kind it does not know read as subtitles. */
export function completeTrackForm(form: TrackForm): Omit<VideoTrack, 'src'> {
	const defaults = trackDefaults();
	return {
		kind: isTrackKind(form.kind) ? form.kind : 'subtitles',
		srcLang: form.srcLang.trim() || defaults.srcLang,
		label: form.label.trim() || defaults.label,
	};
}

/** True for a WebVTT file, the only kind a track takes (by its name: browsers give no type for it). */
export const isTrackFile = (file: { readonly name: string }): boolean => /\.vtt$/i.test(file.name.trim());

/** True when the form can be saved: it has a WebVTT file. */
export const canSaveTrack = (form: TrackForm): boolean => form.file !== undefined && isTrackFile(form.file);

/** True when the video has a track of this kind in this language already (language tags compare without case). */
export function hasTrackLike(
	tracks: readonly Pick<VideoTrack, 'kind' | 'srcLang'>[],
	track: Pick<VideoTrack, 'kind' | 'srcLang'>
): boolean {
	const language = track.srcLang.trim().toLowerCase();
	return tracks.some(
		(existing) => existing.kind === track.kind && existing.srcLang.trim().toLowerCase() === language
	);
}

/** The message beside the form when the track it describes exists, or undefined when it does not. */
export function duplicateTrackError(tracks: readonly VideoTrack[], form: TrackForm): string | undefined {
	return hasTrackLike(tracks, completeTrackForm(form))
		? __('A track already exists for that language and kind.', 'blockyard')
		: undefined;
}
