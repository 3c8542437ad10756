import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Database } from 'better-sqlite3';

import { SAMPLE_IMAGES, SAMPLE_MEDIA_DIR, SAMPLE_MEDIA_PATH } from '../data/sample-media';
import { getMediaByFileName } from '../data/media';
import { EXTERNAL_SERVICES, servicePhoto } from '../external-media/catalog';
import { photoJpeg } from '../external-media/draw';

export interface LocalImage {
	readonly bytes: Uint8Array;
	readonly mimeType: string;
}

/**
 * One of the provider's own images by its path (never a file outside them):
 * an upload (`/wp-content/uploads/<uuid>.<ext>`), a stand-in service's
 * picture (`/external-media-files/<service>/<id>.jpg`) or a sample image
 * (`/sample-media/<file>`). `undefined` for anything else.
 */
export async function localImage(
	db: Database,
	uploadsDir: string,
	path: string
): Promise<LocalImage | undefined> {
	const upload = /^\/wp-content\/uploads\/([0-9a-f-]{36}\.[a-z0-9]{1,8})$/.exec(path)?.[1];
	if (upload !== undefined) {
		const media = getMediaByFileName(db, upload);
		const bytes = media
			? await readFile(join(uploadsDir, media.file_name)).catch(() => undefined)
			: undefined;
		return media && bytes && media.mime_type.startsWith('image/')
			? { bytes, mimeType: media.mime_type }
			: undefined;
	}
	const external = /^\/external-media-files\/([a-z_]+)\/([a-z_]+-\d{2})\.jpg$/.exec(path);
	if (external) {
		const service = EXTERNAL_SERVICES.find((name) => name === external[1]);
		const photo = service ? servicePhoto(service, external[2] ?? '') : undefined;
		return photo ? { bytes: await photoJpeg(photo), mimeType: 'image/jpeg' } : undefined;
	}
	const sample = path.startsWith(`${SAMPLE_MEDIA_PATH}/`)
		? SAMPLE_IMAGES.find((image) => `${SAMPLE_MEDIA_PATH}/${image.file}` === path)
		: undefined;
	if (sample) {
		const bytes = await readFile(join(SAMPLE_MEDIA_DIR, sample.file)).catch(() => undefined);
		return bytes ? { bytes, mimeType: 'image/png' } : undefined;
	}
	return undefined;
}
