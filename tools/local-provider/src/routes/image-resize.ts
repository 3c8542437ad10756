import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { readQuery } from '../http/read-query';
import { requestOrigin } from '../http/request-origin';
import { RestError } from '../http/rest-error';
import { RESIZABLE_TYPES, resizeImage, type ResizeRequest } from '../media/image-files';
import { IMAGE_RESIZE_PATH } from '../media/image-resize-url';
import { localImage } from '../media/local-images';
import type { RouteContext } from './route-context';

const SIDE = z.coerce.number().int().min(1).max(4000);
const BOX = z
	.string()
	.regex(/^\d{1,4},\d{1,4}$/)
	.transform((value) => value.split(',').map(Number) as [number, number])
	.refine(([width, height]) => width >= 1 && height >= 1 && width <= 4000 && height <= 4000);

/** The image-resizing service's parameters the provider honours; others (`ssl`, `zoom`, …) are ignored. */
const resizeQuerySchema = z.object({
	w: SIDE.optional(),
	h: SIDE.optional(),
	resize: BOX.optional(),
	fit: BOX.optional(),
	quality: z.coerce.number().int().min(1).max(100).optional(),
	strip: z.enum(['info', 'all', 'color']).optional(),
});

type ResizeQuery = z.infer<typeof resizeQuerySchema>;

/** `resize` crops to the box, `fit` fits inside it, `w` and `h` together crop, alone they scale. */
function resizeRequest(query: ResizeQuery): ResizeRequest | undefined {
	const quality = query.quality;
	if (query.resize) {
		return { width: query.resize[0], height: query.resize[1], fit: 'cover', quality };
	}
	if (query.fit) {
		return { width: query.fit[0], height: query.fit[1], fit: 'inside', quality };
	}
	if (query.w !== undefined || query.h !== undefined) {
		return {
			width: query.w,
			height: query.h,
			fit: query.w !== undefined && query.h !== undefined ? 'cover' : 'inside',
			quality,
		};
	}
	return undefined;
}

/** Resized images kept in memory, the most recent last; the oldest go past {@link KEPT}. */
const kept = new Map<string, Buffer>();
const KEPT = 200;

async function resized(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
	const found = kept.get(key);
	if (found) {
		kept.delete(key);
		kept.set(key, found);
		return found;
	}
	const bytes = await make();
	kept.set(key, bytes);
	for (const oldest of kept.keys()) {
		if (kept.size <= KEPT) {
			break;
		}
		kept.delete(oldest);
	}
	return bytes;
}

/** The hosts the provider's own images are reached at: the one the client used, and its own. */
const ownHosts = (c: Context): string[] => [new URL(requestOrigin(c)).host, new URL(c.req.url).host];

/**
 * `GET /image-resize/<host>/<path>?w=…`: the provider's stand-in for the
 * image-resizing service (`https://i0.wp.com/<host>/<path>?…`), for its own
 * images only (uploads, the stand-in services' pictures, the sample images;
 * `<host>` must be the provider's as the client reaches it). Resized for real
 * with sharp, in the image's own format, never enlarged, the metadata left
 * out; an image sharp does not resize (SVG is never stored, AVIF and others)
 * comes back as it is. Parameters: `w`, `h`, `resize=<w>,<h>` (crop),
 * `fit=<w>,<h>` (inside), `quality`, `strip`.
 */
export function mountImageResize(app: Hono, { db, uploadsDir }: RouteContext): void {
	app.get(`${IMAGE_RESIZE_PATH}/:host/*`, async (c) => {
		const host = c.req.param('host');
		const path = new URL(c.req.url).pathname.slice(`${IMAGE_RESIZE_PATH}/${host}`.length);
		const image = ownHosts(c).includes(host) ? await localImage(db, uploadsDir, path) : undefined;
		if (!image) {
			throw new RestError(
				'image_not_found',
				'Only the images of this server can be resized here.',
				404
			);
		}
		const query = readQuery(c, resizeQuerySchema);
		const request = resizeRequest(query);
		const bytes =
			request && RESIZABLE_TYPES.has(image.mimeType)
				? await resized(`${path}?${JSON.stringify(request)}`, () =>
						resizeImage(image.bytes, image.mimeType, request)
					)
				: image.bytes;
		c.header('Content-Type', image.mimeType);
		c.header('X-Content-Type-Options', 'nosniff');
		c.header('Cache-Control', 'public, max-age=86400');
		return c.body(new Uint8Array(bytes));
	});
}
