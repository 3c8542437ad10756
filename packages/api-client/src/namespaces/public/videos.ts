import * as z from 'zod/mini';

import type { Transport } from '../../transport';

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

/** `POST rest/v1.1/videos/{guid}/tracks` and `…/tracks/delete`: the answer's fields are not specified, so any are accepted. */
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

export function videosCalls(transport: Transport) {
	return {
		get: (guid: string, signal?: AbortSignal): Promise<Video> =>
			transport.request(videoPath(guid), { call: 'videos.get', schema: videoSchema, signal }),
		poster: (guid: string, signal?: AbortSignal): Promise<VideoPoster> =>
			transport.request(`${videoPath(guid)}/poster`, {
				call: 'videos.poster',
				schema: videoPosterSchema,
				signal,
			}),
		/** A frame at `atTime` milliseconds (poll {@link poster} until it is ready), or an uploaded image. */
		setPoster: (guid: string, change: VideoPosterChange): Promise<VideoPoster> =>
			transport.request(`${videoPath(guid)}/poster`, {
				call: 'videos.setPoster',
				method: 'post',
				json:
					'atTime' in change
						? { at_time: change.atTime, is_millisec: true }
						: { poster_attachment_id: change.posterAttachmentId },
				schema: videoPosterSchema,
			}),
		uploadTrack: (
			guid: string,
			track: NewVideoTrack
		): Promise<z.infer<typeof videoTrackResultSchema>> => {
			const body = new FormData();
			body.append('kind', track.kind);
			body.append('srclang', track.srclang);
			body.append('label', track.label);
			body.append('vtt', track.vtt, `${track.srclang}.vtt`);
			return transport.request(`${videoPath(guid)}/tracks`, {
				call: 'videos.uploadTrack',
				method: 'post',
				body,
				schema: videoTrackResultSchema,
			});
		},
		deleteTrack: (
			guid: string,
			track: { readonly kind: string; readonly srclang: string }
		): Promise<z.infer<typeof videoTrackResultSchema>> => {
			const body = new FormData();
			body.append('kind', track.kind);
			body.append('srclang', track.srclang);
			return transport.request(`${videoPath(guid)}/tracks/delete`, {
				call: 'videos.deleteTrack',
				method: 'post',
				body,
				schema: videoTrackResultSchema,
			});
		},
	};
}
