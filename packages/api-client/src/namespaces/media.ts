import * as z from 'zod/mini';

import type { Api } from '../api';
import { videoPressMediaFieldsSchema } from './media-videopress';

/** One size of an image in `media_details.sizes` (`thumbnail`, `medium`, `large`, `full`, …). */
export const mediaSizeSchema = z.object({
	source_url: z.string(),
	width: z.number(),
	height: z.number(),
});
export type MediaSize = z.infer<typeof mediaSizeSchema>;

/**
 * A media item as `wp/v2/media` answers it (the fields Blockyard uses). An
 * image's `media_details` has its size and its smaller sizes; WordPress makes
 * only the sizes smaller than the image, so `large` may be missing (`full` is not).
 */
export const mediaSchema = z.object({
	id: z.number(),
	source_url: z.string(),
	mime_type: z.string(),
	alt_text: z.string(),
	title: z.object({ raw: z.string() }),
	caption: z.optional(z.object({ raw: z.optional(z.string()), rendered: z.string() })),
	media_details: z.optional(
		z.object({
			width: z.optional(z.number()),
			height: z.optional(z.number()),
			sizes: z.optional(z.record(z.string(), mediaSizeSchema)),
		})
	),
});
export type Media = z.infer<typeof mediaSchema>;

export interface MediaListQuery {
	/** From 1. */
	readonly page?: number;
	/** 1-100, default 20. */
	readonly perPage?: number;
	/** `image` for images only. */
	readonly mediaType?: 'image' | 'file';
	readonly search?: string;
}

/** `GET wp/v2/media/{id}`: a media item, with `jetpack_videopress` when it is a VideoPress video. */
export const mediaItemSchema = z.extend(mediaSchema, {
	jetpack_videopress: z.optional(z.nullable(videoPressMediaFieldsSchema)),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const media = {
	/** `GET wp/v2/media`: one page of the library, newest first (fewer than `perPage` items: the last page). */
	list: (api: Api, query: MediaListQuery = {}, signal?: AbortSignal): Promise<Media[]> =>
		api.site.request('wp/v2/media', {
			call: 'media.list',
			searchParams: {
				page: query.page ?? 1,
				per_page: query.perPage ?? 20,
				media_type: query.mediaType,
				search: query.search,
			},
			schema: z.array(mediaSchema),
			signal,
		}),
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
