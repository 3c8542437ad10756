import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

import type {
	ExternalMediaCopy,
	ExternalMediaItem,
	ExternalMediaList,
	ExternalMediaService,
} from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { getConnections, setConnected } from '../data/hosted-connections';
import { insertMedia } from '../data/media';
import {
	SAMPLE_IMAGES,
	SAMPLE_MEDIA_DIR,
	sampleImageUrl,
	searchSampleImages,
	type SampleImage,
} from '../data/sample-media';
import { readJsonBody } from '../http/read-json-body';
import { readQuery } from '../http/read-query';
import { requestOrigin } from '../http/request-origin';
import { RestError } from '../http/rest-error';
import { uploadPath } from '../json/media-json';
import { mountConnectPage } from './connect-page';
import { REST_PREFIX, type RouteContext } from './route-context';

const EXTERNAL_MEDIA = `${REST_PREFIX}/wpcom/v2/external-media`;
const CONNECTION = `${EXTERNAL_MEDIA}/connection/google_photos`;
const SERVICES: readonly ExternalMediaService[] = ['google_photos', 'pexels', 'openverse'];

const listQuerySchema = z.object({
	number: z.coerce.number().int().min(1).max(100).default(20),
	path: z.string().max(200).default('recent'),
	search: z.string().max(200).optional(),
	filter: z.string().max(500).optional(),
	page_handle: z.string().regex(/^\d+$/).optional(),
});

const copyBodySchema = z.object({
	external_ids: z.array(z.string()).min(1).max(50),
	media: z.array(
		z.object({ guid: z.string(), caption: z.string().optional(), title: z.string().optional() })
	),
	service: z.string().optional(),
	post_id: z.number().int().min(0).optional(),
});

function serviceOf(c: Context): ExternalMediaService {
	const service = SERVICES.find((name) => name === c.req.param('service'));
	if (!service) {
		throw new RestError('rest_invalid_param', 'Invalid parameter(s): service', 400);
	}
	return service;
}

const itemId = (service: ExternalMediaService, image: SampleImage) => `${service}-${image.id}`;

function itemJson(origin: string, service: ExternalMediaService, image: SampleImage): ExternalMediaItem {
	const url = sampleImageUrl(origin, image);
	return {
		ID: itemId(service, image),
		guid: url,
		URL: url,
		name: image.file,
		title: image.title,
		caption: image.caption,
		type: 'image',
		date: image.date,
		thumbnails: { thumbnail: url, large: url },
	};
}

/** Google Photos' `dateRange=start:end` filter part (`0000-00-00` leaves an end open); other parts pass all. */
function matchesFilter(image: SampleImage, filter: string | undefined): boolean {
	const range = /dateRange=([\d-]+):([\d-]+)/.exec(filter ?? '');
	if (!range) {
		return true;
	}
	const [, start = '0000-00-00', end = '0000-00-00'] = range;
	return (start === '0000-00-00' || image.date >= start) && (end === '0000-00-00' || image.date <= end);
}

function requireGooglePhotos(c: Context, db: RouteContext['db'], service: ExternalMediaService): void {
	if (service === 'google_photos' && !getConnections(db).google_photos) {
		throw new RestError('authorization_required', 'Connect your Google Photos account first.', 403, {
			connect_URL: `${requestOrigin(c)}${CONNECTION}/connect`,
		});
	}
}

/**
 * `wpcom/v2/external-media`: stock and Google Photos lists made of the sample
 * images (paged by `page_handle`, an offset), copying them into the media
 * library, and the Google Photos connection (not connected at first; the
 * `connect_URL` page connects it).
 */
export function mountWpcomV2ExternalMedia(app: Hono, context: RouteContext): void {
	const { db, uploadsDir } = context;
	app.get(`${EXTERNAL_MEDIA}/list/:service`, (c) => {
		const service = serviceOf(c);
		requireGooglePhotos(c, db, service);
		const query = readQuery(c, listQuerySchema);
		const found = searchSampleImages(query.search).filter((image) => matchesFilter(image, query.filter));
		const start = Number(query.page_handle ?? 0);
		const end = start + query.number;
		const origin = requestOrigin(c);
		const list: ExternalMediaList = {
			media: found.slice(start, end).map((image) => itemJson(origin, service, image)),
			meta: {
				next_page: end < found.length ? String(end) : false,
				...(service === 'google_photos'
					? {
							account: {
								name: 'Local Photos',
								image: sampleImageUrl(origin, SAMPLE_IMAGES[0] as SampleImage),
							},
						}
					: {}),
			},
		};
		return c.json(list);
	});

	app.post(`${EXTERNAL_MEDIA}/copy/:service`, async (c) => {
		const service = serviceOf(c);
		requireGooglePhotos(c, db, service);
		const body = await readJsonBody(c, copyBodySchema);
		await mkdir(uploadsDir, { recursive: true });
		const origin = requestOrigin(c);
		const copied: ExternalMediaCopy = [];
		for (const [index, externalId] of body.external_ids.entries()) {
			const image = SAMPLE_IMAGES.find((entry) => itemId(service, entry) === externalId);
			const fields = body.media[index];
			if (!image) {
				copied.push({
					errors: [
						{
							code: 'rest_upload_sideload_error',
							message: `No ${service} item has the id ${externalId}.`,
						},
					],
				});
				continue;
			}
			const fileName = `${randomUUID()}.png`;
			const path = join(uploadsDir, fileName);
			await copyFile(join(SAMPLE_MEDIA_DIR, image.file), path);
			const record = insertMedia(db, {
				file_name: fileName,
				mime_type: 'image/png',
				file_size: (await stat(path)).size,
				title: fields?.title ?? image.title,
				alt_text: '',
			});
			copied.push({
				id: record.id,
				url: `${origin}${uploadPath(fileName)}`,
				caption: fields?.caption ?? '',
				alt: '',
				type: 'image',
			});
		}
		return c.json(copied);
	});

	app.get(CONNECTION, (c) =>
		c.json(
			getConnections(db).google_photos
				? {}
				: { connect_URL: `${requestOrigin(c)}${CONNECTION}/connect` }
		)
	);

	app.delete(CONNECTION, (c) => {
		setConnected(db, 'google_photos', false);
		return c.json({ message: 'Google Photos is disconnected.' });
	});

	mountConnectPage(app, `${CONNECTION}/connect`, context, {
		service: 'Google Photos',
		connect: () => {
			setConnected(db, 'google_photos', true);
			return undefined;
		},
	});
}
