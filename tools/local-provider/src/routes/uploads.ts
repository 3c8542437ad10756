import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Hono } from 'hono';

import { getMediaByFileName, type MediaRecord } from '../data/media';
import { getVideoByMediaId } from '../data/videos';
import { RestError } from '../http/rest-error';
import { uploadPath } from '../json/media-json';
import { RESIZABLE_TYPES, resizeImage } from '../media/image-files';
import { intermediateSizes, sizedFileName } from '../media/image-sizes';
import { imageResponse } from '../media/resized-image';
import { isPlaybackToken } from '../videos/playback-token';
import { isPrivateVideo } from '../videos/video-privacy';
import type { RouteContext } from './route-context';

/**
 * Only names the provider generates (`<uuid>.<ext>`), or one of an image's
 * sizes (`<uuid>-<width>x<height>.<ext>`), so no request reaches outside the
 * uploads folder.
 */
const FILE_NAME = ':name{[0-9a-f-]{36}(?:-[0-9]{1,5}x[0-9]{1,5})?\\.[a-z0-9]{1,8}}';

const notFound = (): RestError =>
	new RestError('rest_upload_not_found', 'No uploaded file has this name.', 404);

/**
 * The bytes of a size of the image, made with sharp the first time it is
 * asked for and kept beside the original, as WordPress keeps its sizes.
 */
async function sizedBytes(uploadsDir: string, media: MediaRecord, name: string): Promise<Uint8Array> {
	const size =
		media.width !== null && media.height !== null && RESIZABLE_TYPES.has(media.mime_type)
			? intermediateSizes({ width: media.width, height: media.height }).find(
					(entry) => sizedFileName(media.file_name, entry) === name
				)
			: undefined;
	if (!size) {
		throw notFound();
	}
	const path = join(uploadsDir, name);
	const kept = await readFile(path).catch(() => undefined);
	if (kept) {
		return kept;
	}
	const original = await readFile(join(uploadsDir, media.file_name)).catch(() => undefined);
	if (!original) {
		throw notFound();
	}
	const bytes = await resizeImage(original, media.mime_type, {
		width: size.width,
		height: size.height,
		fit: size.crop ? 'cover' : 'inside',
	});
	// Two requests may make it at once: the second finds the file there, which is fine.
	await writeFile(path, bytes, { flag: 'wx' }).catch(() => undefined);
	return bytes;
}

/**
 * `GET /wp-content/uploads/<name>`: the uploaded files and their sizes, with the type they were
 * stored with; an image resized for the image-resizing query (`?w=600&strip=info`, see
 * `imageResponse`). A private hosted video's file answers 403 without a playback token for
 * that video in `metadata_token` (`src/videos/playback-token.ts`).
 */
export function mountUploads(app: Hono, { db, uploadsDir }: RouteContext): void {
	app.get(uploadPath(FILE_NAME), async (c) => {
		const name = c.req.param('name') ?? '';
		const original = name.replace(/-[0-9]+x[0-9]+(\.[a-z0-9]+)$/, '$1');
		const media = getMediaByFileName(db, original);
		if (!media) {
			throw notFound();
		}
		// A private hosted video's file opens only with a playback token for it, as on the service.
		const video = media.mime_type.startsWith('image/') ? undefined : getVideoByMediaId(db, media.id);
		const isPrivate = video !== undefined && isPrivateVideo(db, video);
		if (video && isPrivate && !isPlaybackToken(db, video.guid, c.req.query('metadata_token'))) {
			throw new RestError('videopress_private', 'This video is private.', 403);
		}
		const bytes =
			name === original
				? await readFile(join(uploadsDir, media.file_name)).catch(() => undefined)
				: await sizedBytes(uploadsDir, media, name);
		if (!bytes) {
			throw notFound();
		}
		if (!media.mime_type.startsWith('image/')) {
			c.header('Content-Type', media.mime_type);
			c.header('X-Content-Type-Options', 'nosniff');
			c.header(
				'Cache-Control',
				isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable'
			);
			return c.body(new Uint8Array(bytes));
		}
		return imageResponse(c, {
			bytes,
			mimeType: media.mime_type,
			cacheControl: 'public, max-age=31536000, immutable',
		});
	});
}
