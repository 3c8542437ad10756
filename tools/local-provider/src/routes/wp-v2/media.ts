import type { VideoPressMediaFieldsInput } from '@blockyard/api-client';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Hono } from 'hono';
import * as z from 'zod';

import { getMedia, insertMedia, listMedia, type MediaRecord } from '../../data/media';
import { getSettings } from '../../data/settings';
import { getVideoByMediaId, type StoredVideo } from '../../data/videos';
import { invalidParams } from '../../http/invalid-params';
import { numericId } from '../../http/numeric-id';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { mediaJson } from '../../json/media-json';
import { imageDimensions } from '../../media/image-files';
import { uploadType } from '../../media/upload-types';
import { hostVideo } from '../../videos/hosted-video';
import { REST_PREFIX, type RouteContext } from '../route-context';

const MEDIA = `${REST_PREFIX}/wp/v2/media`;

const uploadFieldsSchema = z.object({
	alt_text: z.string().max(1000).optional(),
	title: z.string().max(1000).optional(),
	caption: z.string().max(10000).optional(),
});

const noData = (): RestError => new RestError('rest_upload_no_data', 'No data supplied.', 400);

/** The client's file name without its extension: WordPress's default title. Only ever used as text. */
function titleFromName(name: string): string {
	return name.replace(/\.[^.]*$/, '').slice(0, 200);
}

/** The `jetpack_videopress` field of a video uploaded to VideoPress (every uploaded video here). */
function videoPressFields(video: StoredVideo | undefined): {
	jetpack_videopress?: VideoPressMediaFieldsInput;
} {
	return video
		? {
				jetpack_videopress: {
					guid: video.guid,
					rating: video.rating,
					allow_download: video.allow_download,
					privacy_setting: video.privacy_setting,
					title: video.title,
					description: video.description,
				},
			}
		: {};
}

const listQuerySchema = z.object({
	page: z.coerce.number().int().min(1).default(1),
	per_page: z.coerce.number().int().min(1).max(100).default(10),
	media_type: z.enum(['image', 'file']).optional(),
	search: z.string().max(200).optional(),
});

/**
 * `wp/v2/media`: the library, newest first (`page`, `per_page`, `media_type`,
 * `search`; totals in `X-WP-Total` and `X-WP-TotalPages`), upload a file
 * (multipart, field `file`, optional `alt_text`, `title` and `caption`) and
 * read an item back. Files are stored under generated names; an image's size
 * is measured with sharp and its smaller sizes listed in `media_details`
 * (made when first asked for). `uploads.ts` serves them.
 */
export function mountWpV2Media(app: Hono, { db, uploadsDir }: RouteContext): void {
	app.post(MEDIA, async (c) => {
		if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
			throw noData();
		}
		let body: Record<string, string | File>;
		try {
			body = await c.req.parseBody();
		} catch {
			throw new RestError('rest_upload_invalid', 'The upload is not valid multipart form data.', 400);
		}
		const file = body['file'];
		if (!(file instanceof File)) {
			throw noData();
		}
		const fields = uploadFieldsSchema.safeParse({
			alt_text: body['alt_text'],
			title: body['title'],
			caption: body['caption'],
		});
		if (!fields.success) {
			throw invalidParams(fields.error);
		}
		if (file.size === 0) {
			throw new RestError('rest_upload_empty', 'The uploaded file is empty.', 400);
		}
		const type = uploadType(file.name, file.type);
		if (!type) {
			throw new RestError(
				'rest_upload_sideload_error',
				'Sorry, you are not allowed to upload this file type.',
				400
			);
		}

		const bytes = new Uint8Array(await file.arrayBuffer());
		// An image sharp cannot read is still stored (as WordPress keeps it), without a size.
		const size = type.mimeType.startsWith('image/') ? await imageDimensions(bytes) : undefined;
		const fileName = `${randomUUID()}.${type.extension}`;
		const path = join(uploadsDir, fileName);
		await mkdir(uploadsDir, { recursive: true });
		await writeFile(path, bytes, { flag: 'wx' });
		let record: MediaRecord;
		try {
			record = insertMedia(db, {
				file_name: fileName,
				mime_type: type.mimeType,
				file_size: file.size,
				title: fields.data.title ?? titleFromName(file.name),
				alt_text: fields.data.alt_text ?? '',
				caption: fields.data.caption ?? '',
				width: size?.width ?? null,
				height: size?.height ?? null,
			});
		} catch (error) {
			await rm(path, { force: true });
			throw error;
		}
		if (record.mime_type.startsWith('video/')) {
			await hostVideo(db, uploadsDir, record);
		}
		const json = mediaJson(record, requestOrigin(c), getSettings(db).timezone);
		c.header('Location', `${requestOrigin(c)}${MEDIA}/${record.id}`);
		return c.json(json, 201);
	});

	app.get(MEDIA, (c) => {
		const query = readQuery(c, listQuerySchema);
		const { items, total } = listMedia(db, {
			page: query.page,
			perPage: query.per_page,
			mediaType: query.media_type,
			search: query.search,
		});
		const pages = Math.ceil(total / query.per_page);
		if (query.page > 1 && query.page > pages) {
			throw new RestError(
				'rest_post_invalid_page_number',
				'The page number requested is larger than the number of pages available.',
				400
			);
		}
		const origin = requestOrigin(c);
		const { timezone } = getSettings(db);
		c.header('X-WP-Total', String(total));
		c.header('X-WP-TotalPages', String(pages));
		return c.json(items.map((item) => mediaJson(item, origin, timezone)));
	});

	app.get(`${MEDIA}/:id{[0-9]+}`, (c) => {
		const id = numericId(c);
		const media = id === undefined ? undefined : getMedia(db, id);
		if (!media) {
			throw new RestError('rest_post_invalid_id', 'Invalid post ID.', 404);
		}
		return c.json({
			...mediaJson(media, requestOrigin(c), getSettings(db).timezone),
			...videoPressFields(getVideoByMediaId(db, media.id)),
		});
	});
}
