import * as z from 'zod/mini';

import type { Api } from '../../api';

export const EXTERNAL_MEDIA_SERVICES = ['google_photos', 'pexels', 'openverse'] as const;
export type ExternalMediaService = (typeof EXTERNAL_MEDIA_SERVICES)[number];

/** One item of an external source's list. `ID` and `guid` are what a copy sends back. */
export const externalMediaItemSchema = z.looseObject({
	ID: z.string(),
	guid: z.string(),
	URL: z.string(),
	title: z.optional(z.string()),
	caption: z.optional(z.string()),
	type: z.optional(z.string()),
	thumbnails: z.optional(
		z.looseObject({ thumbnail: z.optional(z.string()), large: z.optional(z.string()) })
	),
});
export type ExternalMediaItem = z.infer<typeof externalMediaItemSchema>;

/** `GET wpcom/v2/external-media/list/{service}`. `meta.next_page` is the next `page_handle`, or false/absent at the end. */
export const externalMediaListSchema = z.looseObject({
	media: z.array(externalMediaItemSchema),
	meta: z.optional(
		z.looseObject({
			account: z.optional(z.unknown()),
			next_page: z.optional(z.union([z.string(), z.boolean(), z.null()])),
		})
	),
});
export type ExternalMediaList = z.infer<typeof externalMediaListSchema>;

/** An item that could not be copied (strict shapes, so `'errors' in item` tells the two apart). */
const copyErrorSchema = z.object({
	errors: z.array(z.object({ code: z.optional(z.string()), message: z.string() })),
});

/** `POST wpcom/v2/external-media/copy/{service}`: one entry per item, the new attachment or its errors. */
export const externalMediaCopySchema = z.array(
	z.union([
		z.object({
			id: z.number(),
			url: z.string(),
			caption: z.optional(z.string()),
			alt: z.optional(z.string()),
			type: z.optional(z.string()),
		}),
		copyErrorSchema,
	])
);
export type ExternalMediaCopy = z.infer<typeof externalMediaCopySchema>;

/** `GET`/`DELETE wpcom/v2/external-media/connection/google_photos`. */
export const externalMediaConnectionSchema = z.looseObject({
	connect_URL: z.optional(z.string()),
	error: z.optional(z.string()),
	message: z.optional(z.string()),
});
export type ExternalMediaConnection = z.infer<typeof externalMediaConnectionSchema>;

export interface ExternalMediaQuery {
	/** Page size, default 20. */
	readonly number?: number;
	/** `recent` or a Google Photos album id. */
	readonly path?: string;
	readonly search?: string;
	/** Google Photos filters, e.g. `mediaType=photo` or `dateRange=2024-01-01:0000-00-00`. */
	readonly filter?: string;
	readonly pageHandle?: string;
}

export interface ExternalMediaCopyItem {
	readonly guid: string;
	readonly caption?: string;
	readonly title?: string;
}

export const hostedExternalMedia = {
	list: (
		api: Api,
		service: ExternalMediaService,
		query: ExternalMediaQuery = {},
		signal?: AbortSignal
	): Promise<ExternalMediaList> =>
		api.hosted.request(`external-media/list/${service}`, {
			call: 'hostedExternalMedia.list',
			searchParams: {
				number: query.number ?? 20,
				path: query.path ?? 'recent',
				search: query.search,
				filter: query.filter,
				page_handle: query.pageHandle,
			},
			schema: externalMediaListSchema,
			signal,
		}),
	/** Copies the items into the site's media library; `postId` 0 when there is no post. */
	copy: (
		api: Api,
		service: ExternalMediaService,
		items: readonly (ExternalMediaCopyItem & { readonly id: string })[],
		postId = 0
	): Promise<ExternalMediaCopy> =>
		api.hosted.request(`external-media/copy/${service}`, {
			call: 'hostedExternalMedia.copy',
			method: 'post',
			json: {
				external_ids: items.map((item) => item.id),
				media: items.map(({ guid, caption, title }) => ({ guid, caption, title })),
				service,
				post_id: postId,
			},
			schema: externalMediaCopySchema,
		}),
	connection: (api: Api, signal?: AbortSignal): Promise<ExternalMediaConnection> =>
		api.hosted.request('external-media/connection/google_photos', {
			call: 'hostedExternalMedia.connection',
			schema: externalMediaConnectionSchema,
			signal,
		}),
	disconnect: (api: Api): Promise<ExternalMediaConnection> =>
		api.hosted.request('external-media/connection/google_photos', {
			call: 'hostedExternalMedia.disconnect',
			method: 'delete',
			schema: externalMediaConnectionSchema,
		}),
};
