import * as z from 'zod/mini';

import type { Api } from '../../api';

/** One text track: where its VTT file is and its label. */
export const videoTrackSchema = z.looseObject({ src: z.string(), label: z.string() });

/** Tracks grouped by kind (`subtitles`, `captions`, `chapters`, …), then by language (`en`). */
export const videoTracksSchema = z.record(z.string(), z.record(z.string(), videoTrackSchema));
export type VideoTracks = z.infer<typeof videoTracksSchema>;

/** `GET rest/v1.1/videos/{guid}` (public API: no credentials). Other fields are not typed. */
export const videoSchema = z.looseObject({
	guid: z.string(),
	title: z.optional(z.string()),
	description: z.optional(z.string()),
	poster: z.optional(z.string()),
	tracks: videoTracksSchema,
});
export type Video = z.infer<typeof videoSchema>;

/** `GET`/`POST rest/v1.1/videos/{guid}/poster`: `generating` until the frame is ready, then `poster`. */
export const videoPosterSchema = z.looseObject({
	generating: z.optional(z.boolean()),
	poster: z.optional(z.string()),
});
export type VideoPoster = z.infer<typeof videoPosterSchema>;

/** `POST rest/v1.1/videos/{guid}/tracks` and `…/tracks/delete`: no fields are relied on. */
export const videoTrackResultSchema = z.looseObject({});

export type VideoPosterChange = { readonly atTime: number } | { readonly posterAttachmentId: number };

export interface NewVideoTrack {
	readonly kind: string;
	/** A language tag, e.g. `en`. */
	readonly srclang: string;
	readonly label: string;
	/** The WebVTT file. */
	readonly vtt: Blob;
}

const videoPath = (guid: string) => `videos/${encodeURIComponent(guid)}`;

export const publicVideos = {
	get: (api: Api, guid: string, signal?: AbortSignal): Promise<Video> =>
		api.publicApi.request(videoPath(guid), { call: 'publicVideos.get', schema: videoSchema, signal }),
	poster: (api: Api, guid: string, signal?: AbortSignal): Promise<VideoPoster> =>
		api.publicApi.request(`${videoPath(guid)}/poster`, {
			call: 'publicVideos.poster',
			schema: videoPosterSchema,
			signal,
		}),
	/** A frame at `atTime` milliseconds (poll {@link poster} until it is ready), or an uploaded image. */
	setPoster: (api: Api, guid: string, change: VideoPosterChange): Promise<VideoPoster> =>
		api.publicApi.request(`${videoPath(guid)}/poster`, {
			call: 'publicVideos.setPoster',
			method: 'post',
			json:
				'atTime' in change
					? { at_time: change.atTime, is_millisec: true }
					: { poster_attachment_id: change.posterAttachmentId },
			schema: videoPosterSchema,
		}),
	uploadTrack: (
		api: Api,
		guid: string,
		track: NewVideoTrack
	): Promise<z.infer<typeof videoTrackResultSchema>> => {
		const body = new FormData();
		body.append('kind', track.kind);
		body.append('srclang', track.srclang);
		body.append('label', track.label);
		body.append('vtt', track.vtt, `${track.srclang}.vtt`);
		return api.publicApi.request(`${videoPath(guid)}/tracks`, {
			call: 'publicVideos.uploadTrack',
			method: 'post',
			body,
			schema: videoTrackResultSchema,
		});
	},
	deleteTrack: (
		api: Api,
		guid: string,
		track: { readonly kind: string; readonly srclang: string }
	): Promise<z.infer<typeof videoTrackResultSchema>> => {
		const body = new FormData();
		body.append('kind', track.kind);
		body.append('srclang', track.srclang);
		return api.publicApi.request(`${videoPath(guid)}/tracks/delete`, {
			call: 'publicVideos.deleteTrack',
			method: 'post',
			body,
			schema: videoTrackResultSchema,
		});
	},
};
