import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Hono } from 'hono';

import { getMediaByFileName } from '../data/media';
import { RestError } from '../http/rest-error';
import { uploadPath } from '../json/media-json';
import type { RouteContext } from './route-context';

/** Only names the provider generates (`<uuid>.<ext>`), so no request reaches outside the uploads folder. */
const FILE_NAME = ':name{[0-9a-f-]{36}\\.[a-z0-9]{1,8}}';

/** `GET /wp-content/uploads/<name>`: the uploaded files, with the type they were stored with. */
export function mountUploads(app: Hono, { db, uploadsDir }: RouteContext): void {
	app.get(uploadPath(FILE_NAME), async (c) => {
		const media = getMediaByFileName(db, c.req.param('name') ?? '');
		const bytes = media
			? await readFile(join(uploadsDir, media.file_name)).catch(() => undefined)
			: undefined;
		if (!media || !bytes) {
			throw new RestError('rest_upload_not_found', 'No uploaded file has this name.', 404);
		}
		c.header('Content-Type', media.mime_type);
		c.header('X-Content-Type-Options', 'nosniff');
		c.header('Cache-Control', 'public, max-age=31536000, immutable');
		return c.body(new Uint8Array(bytes));
	});
}
