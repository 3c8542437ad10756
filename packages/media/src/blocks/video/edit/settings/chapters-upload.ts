// The description's chapters as the video's 'chapters' text track on the hosted service.
import { isApiError, publicVideos, type Api } from '@blockyard/api-client';

import { chaptersTrack } from '../../../../video-helpers/chapters/chapters-track';
import { parseChapters } from '../../../../video-helpers/chapters/parse-chapters';
import type { VideoTrack } from '../../types';

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
 * had (a video has one track of a kind and language), and answers the track as the block keeps it.
 */
export async function uploadChaptersTrack(
	api: Api,
	guid: string,
	file: string,
	srclang: string,
	label: string
): Promise<VideoTrack> {
	try {
		await publicVideos.deleteTrack(api, guid, { kind: 'chapters', srclang });
	} catch (error: unknown) {
		// None yet is fine; anything else stops the upload.
		if (!(isApiError(error) && error.status === 404)) {
			throw error;
		}
	}
	const vtt = new Blob([file], { type: 'text/vtt' });
	const uploaded = await publicVideos.uploadTrack(api, guid, { kind: 'chapters', srclang, label, vtt });
	return { src: uploaded.src, kind: 'chapters', srcLang: uploaded.srclang, label: uploaded.label };
}

/** The block's tracks with this chapters track in place of the one of its language. */
export function withChaptersTrack(tracks: readonly VideoTrack[], track: VideoTrack): VideoTrack[] {
	const language = track.srcLang.toLowerCase();
	return [
		...tracks.filter((each) => !(each.kind === 'chapters' && each.srcLang.toLowerCase() === language)),
		track,
	];
}
