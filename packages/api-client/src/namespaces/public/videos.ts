import * as z from 'zod/mini';

import type { Api } from '../../api';
import { videoWriteHeaders } from './video-authorization';
import type { VideoTrackKind } from './video-track-kinds';

/** One text track: where its VTT file is and its label. */
export const videoTrackSchema = z.looseObject({ src: z.string(), label: z.string() });

/**
 * Tracks grouped by kind (`subtitles`, `captions`, `chapters`, …), then by language (`en`).
 * A video without tracks may answer an empty list (PHP's empty array): read as `{}`.
 */
export const videoTracksSchema = z.pipe(
	z.union([
		z.record(z.string(), z.record(z.string(), videoTrackSchema)),
		z.array(z.never()).check(z.maxLength(0)),
	]),
	z.transform((tracks): Record<string, Record<string, z.infer<typeof videoTrackSchema>>> =>
		Array.isArray(tracks) ? {} : tracks
	)
);
export type VideoTracks = z.output<typeof videoTracksSchema>;

/** `GET rest/v1.1/videos/{guid}` (public API: no credentials). Other fields are not typed. */
export const videoSchema = z.looseObject({
	guid: z.string(),
	title: z.optional(z.string()),
	description: z.optional(z.string()),
	poster: z.optional(z.string()),
	tracks: videoTracksSchema,
});
export type Video = z.output<typeof videoSchema>;

/** `GET`/`POST rest/v1.1/videos/{guid}/poster`: `generating` until the frame is ready, then `poster`. */
export const videoPosterSchema = z.looseObject({
	generating: z.optional(z.boolean()),
	poster: z.optional(z.string()),
});
export type VideoPoster = z.infer<typeof videoPosterSchema>;

/** `POST rest/v1.1/videos/{guid}/tracks`: the track as stored, with the URL its file is served at. */
export const uploadedVideoTrackSchema = z.looseObject({
	kind: z.string(),
	srclang: z.string(),
	label: z.string(),
	src: z.string(),
});
export type UploadedVideoTrack = z.infer<typeof uploadedVideoTrackSchema>;

/** `POST rest/v1.1/videos/{guid}/tracks/delete`: no fields are relied on. */
export const videoTrackResultSchema = z.looseObject({});

/** A frame at `atTime` milliseconds into the video, or an image of the media library. */
export type VideoPosterChange = { readonly atTime: number } | { readonly posterAttachmentId: number };

export interface NewVideoTrack {
	readonly kind: VideoTrackKind;
	/** A language tag, e.g. `en`. */
	readonly srclang: string;
	readonly label: string;
	/** The WebVTT file. */
	readonly vtt: Blob;
}

/** Which track of a video: its kind and language. */
export interface VideoTrackKey {
	readonly kind: VideoTrackKind;
	readonly srclang: string;
}

const videoPath = (guid: string) => `videos/${encodeURIComponent(guid)}`;

/**
 * The platform's public API for one hosted video (`rest/v1.1/videos/{guid}`). Reads go
 * without any credentials. Writes (poster, tracks) authenticate with the site's upload
 * token in `Authorization` (see {@link videoPressAuthorization} and
 * `docs/decisions/0043-hosted-video-writes-authenticate.md`): each first asks the site
 * for a token, so a refusal there is the write's error.
 *
 * @example
 * const { tracks } = await publicVideos.get(api, guid);
 * const english = tracks['subtitles']?.['en']?.src;
 */
export const publicVideos = {
	/** The video with its tracks, grouped by kind then language. */
	get: (api: Api, guid: string, signal?: AbortSignal): Promise<Video> =>
		api.publicApi.request(videoPath(guid), { call: 'publicVideos.get', schema: videoSchema, signal }),
	/** The poster: `generating: true` while a frame asked for is made (poll every 2 s), then `poster`. */
	poster: (api: Api, guid: string, signal?: AbortSignal): Promise<VideoPoster> =>
		api.publicApi.request(`${videoPath(guid)}/poster`, {
			call: 'publicVideos.poster',
			schema: videoPosterSchema,
			signal,
		}),
	/** A frame at `atTime` milliseconds (poll {@link poster} until it is ready), or an uploaded image. */
	setPoster: async (
		api: Api,
		guid: string,
		change: VideoPosterChange,
		signal?: AbortSignal
	): Promise<VideoPoster> =>
		api.publicApi.request(`${videoPath(guid)}/poster`, {
			call: 'publicVideos.setPoster',
			method: 'post',
			headers: await videoWriteHeaders(api, signal),
			json:
				'atTime' in change
					? { at_time: Math.max(0, Math.round(change.atTime)), is_millisec: true }
					: { poster_attachment_id: change.posterAttachmentId },
			schema: videoPosterSchema,
			signal,
		}),
	/**
	 * Adds a text track (form fields `kind`, `srclang`, `label` and the file `vtt`). A track
	 * of the same kind and language already there answers an `ApiError` whose `serverMessage`
	 * the block shows ('A track already exists for that language and kind.').
	 */
	uploadTrack: async (
		api: Api,
		guid: string,
		track: NewVideoTrack,
		signal?: AbortSignal
	): Promise<UploadedVideoTrack> => {
		const headers = await videoWriteHeaders(api, signal);
		const body = new FormData();
		body.append('kind', track.kind);
		body.append('srclang', track.srclang);
		body.append('label', track.label);
		body.append('vtt', track.vtt, `${track.srclang}.vtt`);
		return api.publicApi.request(`${videoPath(guid)}/tracks`, {
			call: 'publicVideos.uploadTrack',
			method: 'post',
			headers,
			body,
			schema: uploadedVideoTrackSchema,
			signal,
		});
	},
	/** Removes the track of that kind and language (form fields `kind`, `srclang`). */
	deleteTrack: async (
		api: Api,
		guid: string,
		track: VideoTrackKey,
		signal?: AbortSignal
	): Promise<void> => {
		const headers = await videoWriteHeaders(api, signal);
		const body = new FormData();
		body.append('kind', track.kind);
		body.append('srclang', track.srclang);
		await api.publicApi.request(`${videoPath(guid)}/tracks/delete`, {
			call: 'publicVideos.deleteTrack',
			method: 'post',
			headers,
			body,
			schema: videoTrackResultSchema,
			signal,
		});
	},
};
