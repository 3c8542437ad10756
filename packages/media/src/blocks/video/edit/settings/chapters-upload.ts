// The description's chapters as the video's 'chapters' text track on the hosted service.
import { isApiError } from '@blockyard/api-client';

import { chaptersTrack } from '../../../../video-helpers/chapters/chapters-track';
import { parseChapters } from '../../../../video-helpers/chapters/parse-chapters';
import type { VideoTrack } from '../../types';
import type { VideoCalls } from '../video-calls';

/** The WebVTT file of the description's chapters, or undefined when it lists none. */
export function chaptersFileOf(description: string): string | undefined {
	const chapters = parseChapters(description);
	return chapters.length > 0 ? chaptersTrack(chapters) : undefined;
}

/** The language a chapters track is written in: the site's (`en` for `en_US`). */
export const chaptersLanguageOf = (locale: string): string =>
	/^[a-z]{2,3}/i.exec(locale)?.[0]?.toLowerCase() ?? 'en';

/**
 * Sends the chapters file as the video's chapters track in `srclang`, in place of the one it
 * had (a video has one track of a kind and language), and answers the track as the block keeps
 * it. `replaces`: the block knows of one, deleted first; when the service has one the block did
 * not know of, it is deleted when the service says so, and the upload tried once more.
 */
export async function uploadChaptersTrack(
	calls: Pick<VideoCalls, 'uploadTrack' | 'deleteTrack'>,
	guid: string,
	chapters: { readonly file: string; readonly srclang: string; readonly label: string },
	replaces: boolean
): Promise<VideoTrack> {
	const { file, srclang, label } = chapters;
	const remove = async () => {
		try {
			await calls.deleteTrack(guid, { kind: 'chapters', srclang });
		} catch (error: unknown) {
			// Gone already is fine; anything else stops the upload.
			if (!(isApiError(error) && error.status === 404)) {
				throw error;
			}
		}
	};
	const upload = () =>
		calls.uploadTrack(guid, {
			kind: 'chapters',
			srclang,
			label,
			vtt: new Blob([file], { type: 'text/vtt' }),
		});
	if (replaces) {
		await remove();
	}
	let uploaded;
	try {
		uploaded = await upload();
	} catch (error: unknown) {
		if (replaces || !(isApiError(error) && error.code === 'track_exists')) {
			throw error;
		}
		await remove();
		uploaded = await upload();
	}
	return { src: uploaded.src, kind: 'chapters', srcLang: uploaded.srclang, label: uploaded.label };
}

/** True when the block has a chapters track in this language. */
export const hasChaptersTrack = (tracks: readonly VideoTrack[], srclang: string): boolean =>
	tracks.some(
		(track) => track.kind === 'chapters' && track.srcLang.toLowerCase() === srclang.toLowerCase()
	);

/** The block's tracks with this chapters track in place of the one of its language. */
export function withChaptersTrack(tracks: readonly VideoTrack[], track: VideoTrack): VideoTrack[] {
	const language = track.srcLang.toLowerCase();
	return [
		...tracks.filter((each) => !(each.kind === 'chapters' && each.srcLang.toLowerCase() === language)),
		track,
	];
}
