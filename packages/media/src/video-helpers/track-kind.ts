// Whether a value is a kind of text track, apart from the rest of the tracks' rules (tracks.ts):
// the video's save checks its tracks' kinds, and a module goes whole into one chunk, so this
// keeps the rest (labels, defaults, the form's rules) with the edit.
import { VIDEO_TRACK_KINDS, type VideoTrackKind } from '@blockyard/api-client';

/** True for one of the kinds of text track a video takes (`VIDEO_TRACK_KINDS`). */
export const isTrackKind = (value: unknown): value is VideoTrackKind =>
	VIDEO_TRACK_KINDS.some((kind) => kind === value);
