import * as z from 'zod/mini';

import type { Transport } from '../../transport';

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
	/** Page size: 20 when not given. */
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

export function externalMediaCalls(transport: Transport) {
	return {
		list: (
			service: ExternalMediaService,
			query: ExternalMediaQuery = {},
			signal?: AbortSignal
		): Promise<ExternalMediaList> =>
			transport.request(`external-media/list/${service}`, {
				call: 'externalMedia.list',
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
			service: ExternalMediaService,
			items: readonly (ExternalMediaCopyItem & { readonly id: string })[],
			postId = 0
		): Promise<ExternalMediaCopy> =>
			transport.request(`external-media/copy/${service}`, {
				call: 'externalMedia.copy',
				method: 'post',
				json: {
					external_ids: items.map((item) => item.id),
					media: items.map(({ guid, caption, title }) => ({ guid, caption, title })),
					service,
					post_id: postId,
				},
				schema: externalMediaCopySchema,
			}),
		connection: (signal?: AbortSignal): Promise<ExternalMediaConnection> =>
			transport.request('external-media/connection/google_photos', {
				call: 'externalMedia.connection',
				schema: externalMediaConnectionSchema,
				signal,
			}),
		disconnect: (): Promise<ExternalMediaConnection> =>
			transport.request('external-media/connection/google_photos', {
				call: 'externalMedia.disconnect',
				method: 'delete',
				schema: externalMediaConnectionSchema,
			}),
	};
}
