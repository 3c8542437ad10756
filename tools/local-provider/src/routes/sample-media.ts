import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Hono } from 'hono';

import { SAMPLE_IMAGES, SAMPLE_MEDIA_DIR, SAMPLE_MEDIA_PATH } from '../data/sample-media';
import { RestError } from '../http/rest-error';
import { imageResponse } from '../media/resized-image';

/** `GET /sample-media/<file>`: the repo's sample images (only the listed names), resized on request (`imageResponse`). */
export function mountSampleMedia(app: Hono): void {
	app.get(`${SAMPLE_MEDIA_PATH}/:file`, async (c) => {
		const image = SAMPLE_IMAGES.find((entry) => entry.file === c.req.param('file'));
		const bytes = image
			? await readFile(join(SAMPLE_MEDIA_DIR, image.file)).catch(() => undefined)
			: undefined;
		if (!bytes) {
			throw new RestError('sample_media_not_found', 'No sample image has this name.', 404);
		}
		return imageResponse(c, { bytes, mimeType: 'image/png', cacheControl: 'public, max-age=3600' });
	});
}
