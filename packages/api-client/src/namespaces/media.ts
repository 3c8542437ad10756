import * as z from 'zod/mini';

import type { Api } from '../api';
import { videoPressMediaFieldsSchema } from './media-videopress';

/** A media item as `wp/v2/media` answers it (the fields Blockyard uses). */
export const mediaSchema = z.object({
	id: z.number(),
	source_url: z.string(),
	mime_type: z.string(),
	alt_text: z.string(),
	title: z.object({ raw: z.string() }),
});
export type Media = z.infer<typeof mediaSchema>;

/** `GET wp/v2/media/{id}`: a media item, with `jetpack_videopress` when it is a VideoPress video. */
export const mediaItemSchema = z.extend(mediaSchema, {
	jetpack_videopress: z.optional(z.nullable(videoPressMediaFieldsSchema)),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const media = {
	get: (api: Api, id: number, signal?: AbortSignal): Promise<MediaItem> =>
		api.site.request(`wp/v2/media/${id}`, { call: 'media.get', schema: mediaItemSchema, signal }),
	/** Uploads one file the way `wp/v2/media` takes it: a multipart `file` field. */
	upload: (
		api: Api,
		file: Blob,
		fileName: string,
		fields: { alt_text?: string; title?: string } = {}
	): Promise<Media> => {
		const body = new FormData();
		body.append('file', file, fileName);
		for (const [key, value] of Object.entries(fields)) {
			body.append(key, value);
		}
		return api.site.request('wp/v2/media', {
			call: 'media.upload',
			method: 'post',
			body,
			schema: mediaSchema,
		});
	},
};
