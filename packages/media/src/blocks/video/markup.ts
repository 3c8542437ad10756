import { safeCssLength, safeMediaUrl } from '@blockyard/api-client';

import { isTrackKind } from '../../video-helpers/tracks';
import type { VideoTrack } from './types';

/** The caption's class, as the block editor's own blocks name it. */
export const CAPTION_CLASS = 'wp-element-caption';

/** The largest width the saved figure gets by default: the column's. */
export const DEFAULT_MAX_WIDTH = '100%';

/**
 * The address the saved markup points at, when a video or poster may load it (the saved-output
 * policy): never empty, never a `blob:` of an upload in progress.
 */
export const savedAddress = (url: unknown): string | undefined => safeMediaUrl(url);

/** The figure's inline style: a maximum width (a length) other than the column's, else none. */
export function figureStyle(maxWidth: unknown): { maxWidth: string } | undefined {
	const width = safeCssLength(maxWidth);
	return width === undefined || width === DEFAULT_MAX_WIDTH ? undefined : { maxWidth: width };
}

/** The text tracks a visitor's player gets: each with an address a track may load. */
export function savedTracks(tracks: unknown): VideoTrack[] {
	if (!Array.isArray(tracks)) {
		return [];
	}
	return tracks.flatMap((track: unknown) => {
		if (typeof track !== 'object' || track === null) {
			return [];
		}
		const { src, kind, srcLang, label } = track as Partial<Record<keyof VideoTrack, unknown>>;
		const address = safeMediaUrl(src);
		return address !== undefined && isTrackKind(kind)
			? [{ src: address, kind, srcLang: text(srcLang), label: text(label) }]
			: [];
	});
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
