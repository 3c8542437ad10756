import * as z from 'zod/mini';

import type { Api } from '../../api';
import { isApiError } from '../../errors/api-error';

export const EXTERNAL_MEDIA_SERVICES = ['google_photos', 'pexels', 'openverse'] as const;
export type ExternalMediaService = (typeof EXTERNAL_MEDIA_SERVICES)[number];

/** The page size the services answer with unless told otherwise. */
export const EXTERNAL_MEDIA_PAGE_SIZE = 20;

/** Google Photos' `path` for the newest photos, and for the list of albums (folders). */
export const EXTERNAL_MEDIA_PATH_RECENT = 'recent';
export const EXTERNAL_MEDIA_PATH_ALBUMS = '/';

/** The content categories Google Photos' category filter takes. */
export const GOOGLE_PHOTOS_CATEGORIES = [
	'animals',
	'arts',
	'birthdays',
	'cityscapes',
	'crafts',
	'fashion',
	'food',
	'flowers',
	'gardens',
	'holidays',
	'houses',
	'landmarks',
	'landscapes',
	'night',
	'people',
	'pets',
	'selfies',
	'sport',
	'travel',
	'weddings',
] as const;
export type GooglePhotosCategory = (typeof GOOGLE_PHOTOS_CATEGORIES)[number];

/** An item's pictures at smaller sizes: `medium` for a grid, `fmt_hd` for a large view. */
const thumbnailsSchema = z.looseObject({
	thumbnail: z.optional(z.string()),
	medium: z.optional(z.string()),
	fmt_hd: z.optional(z.string()),
	large: z.optional(z.string()),
});

/**
 * One item of an external source's list: a photo or video, or (Google Photos'
 * albums) a `folder`, whose `ID` is the `path` that lists its items and whose
 * `children` is how many it holds. `ID` and `guid` are what a copy sends back.
 */
export const externalMediaItemSchema = z.looseObject({
	ID: z.string(),
	guid: z.string(),
	URL: z.string(),
	type: z.optional(z.string()),
	name: z.optional(z.string()),
	title: z.optional(z.string()),
	caption: z.optional(z.string()),
	thumbnails: z.optional(thumbnailsSchema),
	children: z.optional(z.number()),
	/** The full picture's size in pixels, when the service says. */
	width: z.optional(z.number()),
	height: z.optional(z.number()),
	/** When it was taken (`YYYY-MM-DD`), when the service says. */
	date: z.optional(z.string()),
});
export type ExternalMediaItem = z.infer<typeof externalMediaItemSchema>;

/**
 * `GET wpcom/v2/external-media/list/{service}`. `meta.next_page` is the next
 * `page_handle`, or false/absent at the end; `meta.account` is the connected
 * Google Photos account.
 */
export const externalMediaListSchema = z.looseObject({
	media: z.array(externalMediaItemSchema),
	meta: z.optional(
		z.looseObject({
			account: z.optional(
				z.looseObject({ name: z.optional(z.string()), image: z.optional(z.string()) })
			),
			next_page: z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()])),
		})
	),
});
export type ExternalMediaList = z.infer<typeof externalMediaListSchema>;

// Plain (not loose) objects, so `'errors' in entry` tells the two apart in TypeScript.

/** An item that could not be copied: the first of its `errors` says why. */
const copyFailureSchema = z.object({
	errors: z.array(z.object({ code: z.optional(z.string()), message: z.string() })),
});

/** A copied item: the new attachment in the site's media library. */
const copiedSchema = z.object({
	ID: z.number(),
	URL: z.string(),
	caption: z.optional(z.string()),
	alt: z.optional(z.string()),
	type: z.optional(z.string()),
});

const copyEntrySchema = z.union([copyFailureSchema, copiedSchema]);
export type ExternalMediaCopyEntry = z.infer<typeof copyEntrySchema>;

/**
 * `POST wpcom/v2/external-media/copy/{service}`: one entry per item sent, in
 * order, the new attachment or its errors (a bare list, or `{ media: [...] }`).
 */
export const externalMediaCopySchema = z.union([
	z.array(copyEntrySchema),
	z.looseObject({ media: z.array(copyEntrySchema) }),
]);
export type ExternalMediaCopy = ExternalMediaCopyEntry[];

/** `GET`/`DELETE wpcom/v2/external-media/connection/google_photos`. */
export const externalMediaConnectionSchema = z.looseObject({
	connect_URL: z.optional(z.string()),
	error: z.optional(z.string()),
	message: z.optional(z.string()),
});
export type ExternalMediaConnection = z.infer<typeof externalMediaConnectionSchema>;

export interface ExternalMediaQuery {
	/** Page size, default {@link EXTERNAL_MEDIA_PAGE_SIZE}. */
	readonly number?: number;
	/** `recent` (default), `/` for Google Photos' albums, or an album's `ID`. */
	readonly path?: string;
	readonly search?: string;
	/** Google Photos' filter parts: see {@link googlePhotosFilter}. */
	readonly filter?: readonly string[];
	/** The `meta.next_page` of the page before. */
	readonly pageHandle?: string | number;
}

/** Google Photos' filters; the service mixes a media type of video with no category. */
export interface GooglePhotosFilters {
	readonly mediaType?: 'photo' | 'video';
	readonly category?: GooglePhotosCategory;
	readonly favorite?: boolean;
	/** `YYYY-MM-DD` dates, inclusive; leave one out for an open end. */
	readonly startDate?: string;
	readonly endDate?: string;
}

/**
 * The `filter` parts Google Photos takes for these filters, e.g.
 * `['mediaType:photo', 'categoryInclude:pets', 'feature:favorite',
 * 'dateRange:2024-01-01:0000-00-00']` (`0000-00-00`: an open end). A category
 * is left out with the video media type, which the service does not combine.
 */
export function googlePhotosFilter(filters: GooglePhotosFilters): string[] {
	const parts: string[] = [];
	if (filters.mediaType) {
		parts.push(`mediaType:${filters.mediaType}`);
	}
	if (filters.category && filters.mediaType !== 'video') {
		parts.push(`categoryInclude:${filters.category}`);
	}
	if (filters.favorite) {
		parts.push('feature:favorite');
	}
	if (filters.startDate || filters.endDate) {
		parts.push(`dateRange:${filters.startDate || '0000-00-00'}:${filters.endDate || '0000-00-00'}`);
	}
	return parts;
}

export interface ExternalMediaCopyItem {
	/** The item's `ID`. */
	readonly id: string;
	readonly guid: string;
	readonly caption?: string;
	readonly title?: string;
}

/** What went wrong with an external media call, as the picker tells it apart. */
export interface ExternalMediaFailure {
	/**
	 * `authorization_required`: Google Photos is not connected (show the connect
	 * screen); `internal_server_error`: the service failed; `other`: anything else
	 * (the network, an unexpected answer, another server error).
	 */
	readonly kind: 'authorization_required' | 'internal_server_error' | 'other';
	/** The server's code (from the body or its `errors[0]`), else the error's name. */
	readonly code: string;
	/** The server's message without the status, else the error's message. */
	readonly message: string;
}

/** Reads any error an external media call threw. */
export function externalMediaFailure(error: unknown): ExternalMediaFailure {
	if (isApiError(error)) {
		const kind =
			error.code === 'authorization_required'
				? 'authorization_required'
				: error.code === 'internal_server_error' || (error.code === 'unknown' && error.status >= 500)
					? 'internal_server_error'
					: 'other';
		return { kind, code: error.code, message: error.serverMessage };
	}
	return error instanceof Error
		? { kind: 'other', code: error.name, message: error.message }
		: { kind: 'other', code: 'unknown', message: String(error) };
}

export const hostedExternalMedia = {
	/**
	 * One page of a service's media. Google Photos refuses with an `ApiError`
	 * whose code is `authorization_required` while it is not connected.
	 */
	list: (
		api: Api,
		service: ExternalMediaService,
		query: ExternalMediaQuery = {},
		signal?: AbortSignal
	): Promise<ExternalMediaList> =>
		api.hosted.request(`external-media/list/${service}`, {
			call: 'hostedExternalMedia.list',
			searchParams: {
				number: query.number ?? EXTERNAL_MEDIA_PAGE_SIZE,
				path: query.path ?? EXTERNAL_MEDIA_PATH_RECENT,
				search: query.search,
				filter: query.filter && query.filter.length > 0 ? query.filter : undefined,
				page_handle: query.pageHandle,
			},
			schema: externalMediaListSchema,
			signal,
		}),
	/**
	 * Copies the items into the site's media library (`postId`: the post they
	 * go in, 0 when there is none). One entry per item, in order: the new
	 * attachment (`ID`, `URL`, `caption`, `alt`) or `errors`.
	 */
	copy: async (
		api: Api,
		service: ExternalMediaService,
		items: readonly ExternalMediaCopyItem[],
		postId = 0
	): Promise<ExternalMediaCopy> => {
		const copied = await api.hosted.request(`external-media/copy/${service}`, {
			call: 'hostedExternalMedia.copy',
			method: 'post',
			json: {
				external_ids: items.map((item) => item.id),
				media: items.map(({ guid, caption, title }) => ({ guid, caption, title })),
				service,
				post_id: postId,
			},
			schema: externalMediaCopySchema,
		});
		return Array.isArray(copied) ? copied : copied.media;
	},
	/** Google Photos' connection: `connect_URL` (a page to open in a popup) while it is not connected. */
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
