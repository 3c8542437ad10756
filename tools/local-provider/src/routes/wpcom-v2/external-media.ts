import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import {
	resizedImageUrl,
	type ExternalMediaCopyEntry,
	type ExternalMediaList,
	type ExternalMediaService,
} from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { failingExternalServices } from '../../data/external-media-state';
import { getConnections, setConnected } from '../../data/hosted-connections';
import { insertMedia } from '../../data/media';
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
	photoOfGuid,
	photoPath,
	SERVICE_NAMES,
} from '../../external-media/items';
import { readJsonBody } from '../../http/read-json-body';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { uploadPath } from '../../json/media-json';
import { imageResponse } from '../../media/resized-image';
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

const copyBodySchema = z.object({
	external_ids: z.array(z.string().max(200)).min(1).max(20),
	media: z
		.array(
			z.object({
				guid: z.string().max(2000),
				caption: z.string().max(10000).optional(),
				title: z.string().max(1000).optional(),
			})
		)
		.max(20)
		.optional(),
	service: z.string().optional(),
	post_id: z.number().int().min(0).optional(),
});

function serviceOf(c: Context): ExternalMediaService {
	const service = EXTERNAL_SERVICES.find((name) => name === c.req.param('service'));
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
function requireWorking(db: RouteContext['db'], service: ExternalMediaService): void {
	if (failingExternalServices(db).includes(service)) {
		throw new RestError('internal_server_error', `${SERVICE_NAMES[service]} could not be reached.`, 500);
	}
}

function requireConnected(c: Context, context: RouteContext, service: ExternalMediaService): void {
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
	const { db, uploadsDir } = context;

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
		const body = await readJsonBody(c, copyBodySchema);
		await mkdir(uploadsDir, { recursive: true });
		const origin = requestOrigin(c);
		const copied: ExternalMediaCopyEntry[] = [];
		for (const [index, externalId] of body.external_ids.entries()) {
			const fields = body.media?.[index];
			// The guid names the picture when there is one, as the real services fetch it.
			const named = fields ? photoOfGuid(fields.guid) : { service, id: externalId };
			const photo = named?.service === service ? servicePhoto(service, named.id) : undefined;
			if (!photo) {
				copied.push({
					errors: [
						{
							code: 'rest_upload_sideload_error',
							message: `${SERVICE_NAMES[service]} has no item ${fields?.guid ?? externalId}.`,
						},
					],
				});
				continue;
			}
			if (photo.mediaType === 'video') {
				copied.push({
					errors: [
						{
							code: 'rest_upload_sideload_error',
							message:
								'The local stand-in has only a still of this video: it cannot be copied.',
						},
					],
				});
				continue;
			}
			const bytes = await photoJpeg(photo);
			const fileName = `${randomUUID()}.jpg`;
			await writeFile(join(uploadsDir, fileName), bytes, { flag: 'wx' });
			const record = insertMedia(db, {
				file_name: fileName,
				mime_type: 'image/jpeg',
				file_size: bytes.length,
				title: fields?.title || photo.title,
				alt_text: photo.title,
				caption: fields?.caption ?? '',
				width: photo.width,
				height: photo.height,
			});
			copied.push({
				ID: record.id,
				URL: `${origin}${uploadPath(fileName)}`,
				caption: record.caption,
				alt: record.alt_text,
				type: 'image',
			});
		}
		return c.json(copied);
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
