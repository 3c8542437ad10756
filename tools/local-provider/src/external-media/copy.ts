import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { ExternalMediaCopyEntry, ExternalMediaService } from '@blockyard/api-client';
import type { Context } from 'hono';
import * as z from 'zod';

import { insertMedia } from '../data/media';
import { readJsonBody } from '../http/read-json-body';
import { requestOrigin } from '../http/request-origin';
import { uploadPath } from '../json/media-json';
import type { RouteContext } from '../routes/route-context';
import { servicePhoto } from './catalog';
import { photoJpeg } from './draw';
import { photoOfGuid, SERVICE_NAMES } from './items';

/** The body of a copy, as both the site's route and the platform's take it. */
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

/**
 * Copies the items the request's body names from `service` into the media library: one entry
 * per item, in order, the new attachment or its errors. `wpcom/v2/external-media/copy/{service}`
 * (a site on its own install) and `rest/v1.1/external-media-upload` (a site the platform hosts)
 * both answer with it.
 */
export async function copyExternalMedia(
	c: Context,
	context: RouteContext,
	service: ExternalMediaService
): Promise<ExternalMediaCopyEntry[]> {
	const { db, uploadsDir } = context;
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
						message: 'The local stand-in has only a still of this video: it cannot be copied.',
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
	return copied;
}
