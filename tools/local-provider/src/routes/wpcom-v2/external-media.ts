import { resizedImageUrl, type ExternalMediaList, type ExternalMediaService } from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { failingExternalServices } from '../../data/external-media-state';
import { getConnections, setConnected } from '../../data/hosted-connections';
import {
	EXTERNAL_SERVICES,
	searchPhotos,
	servicePhoto,
	servicePhotos,
	type ExternalPhoto,
} from '../../external-media/catalog';
import { photoJpeg } from '../../external-media/draw';
import { matchesPhotoFilter, parsePhotoFilter } from '../../external-media/filters';
import {
	albumItems,
	albumPhotos,
	EXTERNAL_MEDIA_FILES_PATH,
	photoItem,
	photoPath,
	SERVICE_NAMES,
} from '../../external-media/items';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { imageResponse } from '../../media/resized-image';
import { copyExternalMedia } from '../../external-media/copy';
import { connectUrlOrigin, mountConnectPage } from './connect-page';
import { REST_PREFIX, type RouteContext } from '../route-context';

const EXTERNAL_MEDIA = `${REST_PREFIX}/wpcom/v2/external-media`;
const CONNECTION = `${EXTERNAL_MEDIA}/connection/google_photos`;

/** What the connect page posts to the window that opened it, once Google Photos is connected. */
export const GOOGLE_PHOTOS_CONNECTED_MESSAGE = { service: 'google_photos', connected: true } as const;

const listQuerySchema = z.object({
	number: z.coerce.number().int().min(1).max(100).default(20),
	path: z.string().max(200).default('recent'),
	search: z.string().max(200).optional(),
	page_handle: z
		.string()
		.regex(/^\d{1,6}$/)
		.optional(),
});

/** The service the address names: the path's `:service`, else the query's `service`. */
export function serviceOf(c: Context): ExternalMediaService {
	const named = c.req.param('service') ?? c.req.query('service');
	const service = EXTERNAL_SERVICES.find((name) => name === named);
	if (!service) {
		throw new RestError('rest_invalid_param', 'Invalid parameter(s): service', 400);
	}
	return service;
}

/** The connect page's URL, with the origin of the page that asked (the only one its message goes to). */
function connectUrl(c: Context, context: RouteContext): string {
	const url = new URL(`${CONNECTION}/connect`, requestOrigin(c));
	url.searchParams.set('origin', connectUrlOrigin(c, context));
	return url.href;
}

/** The test switch of `blockyard-testing/v1/external-media`: a failing service answers 500. */
export function requireWorking(db: RouteContext['db'], service: ExternalMediaService): void {
	if (failingExternalServices(db).includes(service)) {
		throw new RestError('internal_server_error', `${SERVICE_NAMES[service]} could not be reached.`, 500);
	}
}

export function requireConnected(c: Context, context: RouteContext, service: ExternalMediaService): void {
	if (service === 'google_photos' && !getConnections(context.db).google_photos) {
		throw new RestError('authorization_required', 'Connect your Google Photos account first.', 403, {
			connect_URL: connectUrl(c, context),
		});
	}
}

/** Every `filter`, `filter[]` and `filter[<n>]` value of the query, in order. */
function filterParts(c: Context): string[] {
	const queries = c.req.queries();
	return Object.entries(queries)
		.filter(([key]) => /^filter(?:\[\d*\])?$/.test(key))
		.flatMap(([, values]) => values);
}

/**
 * The photos a list asks for: `path` `recent` (all, newest first) or, for
 * Google Photos, an album's id; Google Photos' filters; the search words.
 */
function listedPhotos(
	c: Context,
	service: ExternalMediaService,
	path: string,
	search?: string
): ExternalPhoto[] {
	const photos = servicePhotos(service);
	const inPath =
		path === 'recent' ? photos : service === 'google_photos' ? albumPhotos(path, photos) : undefined;
	if (!inPath) {
		throw new RestError('rest_invalid_param', 'Invalid parameter(s): path', 400, {
			params: { path: 'Not a path of this service.' },
		});
	}
	// The stock services have no filters: they take only a search.
	const filter = service === 'google_photos' ? parsePhotoFilter(filterParts(c)) : {};
	return searchPhotos(inPath, search).filter((photo) => matchesPhotoFilter(photo, filter));
}

/**
 * `wpcom/v2/external-media`: the stand-ins for Google Photos, Pexels and
 * Openverse, each with 45 pictures of the provider's own
 * (`src/external-media/`): lists paged by `page_handle` (an offset;
 * `meta.next_page` is the next one, false at the end), searched by the words
 * of their titles, Google Photos' filters and albums (`path=/`); copying into
 * the media library; and the Google Photos connection (not connected at
 * first: its lists and copies answer 403 `authorization_required`; the
 * `connect_URL` page connects it and tells the page that opened it).
 */
export function mountWpcomV2ExternalMedia(app: Hono, context: RouteContext): void {
	const { db } = context;

	app.get(`${EXTERNAL_MEDIA}/list/:service`, (c) => {
		const service = serviceOf(c);
		requireWorking(db, service);
		requireConnected(c, context, service);
		const query = readQuery(c, listQuerySchema);
		const origin = requestOrigin(c);
		const items =
			service === 'google_photos' && query.path === '/'
				? albumItems(origin, servicePhotos(service))
				: listedPhotos(c, service, query.path, query.search).map((photo) => photoItem(origin, photo));
		const start = Number(query.page_handle ?? 0);
		const end = start + query.number;
		const first = servicePhotos(service)[0];
		const list: ExternalMediaList = {
			media: items.slice(start, end),
			meta: {
				next_page: end < items.length ? String(end) : false,
				...(service === 'google_photos' && first
					? {
							account: {
								name: 'Local Photos',
								image: resizedImageUrl(`${origin}${photoPath(first)}`, {
									width: 96,
									height: 96,
								}),
							},
						}
					: {}),
			},
		};
		return c.json(list);
	});

	app.post(`${EXTERNAL_MEDIA}/copy/:service`, async (c) => {
		const service = serviceOf(c);
		requireWorking(db, service);
		requireConnected(c, context, service);
		return c.json(await copyExternalMedia(c, context, service));
	});

	app.get(`${EXTERNAL_MEDIA_FILES_PATH}/:service/:file{[a-z_]+-[0-9]{2}\\.jpg}`, async (c) => {
		const service = serviceOf(c);
		const photo = servicePhoto(service, (c.req.param('file') ?? '').replace(/\.jpg$/, ''));
		if (!photo) {
			throw new RestError('external_media_not_found', 'No picture has this name.', 404);
		}
		return imageResponse(c, {
			bytes: await photoJpeg(photo),
			mimeType: 'image/jpeg',
			cacheControl: 'public, max-age=86400',
		});
	});

	app.get(CONNECTION, (c) => {
		requireWorking(db, 'google_photos');
		return c.json(getConnections(db).google_photos ? {} : { connect_URL: connectUrl(c, context) });
	});

	app.delete(CONNECTION, (c) => {
		requireWorking(db, 'google_photos');
		setConnected(db, 'google_photos', false);
		return c.json({ message: 'Google Photos is disconnected.' });
	});

	mountConnectPage(app, `${CONNECTION}/connect`, context, {
		service: 'Google Photos',
		connect: () => {
			setConnected(db, 'google_photos', true);
			return GOOGLE_PHOTOS_CONNECTED_MESSAGE;
		},
	});
}
