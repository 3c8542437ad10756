import type { Context } from 'hono';
import * as z from 'zod';

import { readQuery } from '../http/read-query';
import { RESIZABLE_TYPES, resizeImage, type ResizeRequest } from './image-files';

const SIDE = z.coerce.number().int().min(1).max(4000);
const BOX = z
	.string()
	.regex(/^\d{1,4},\d{1,4}$/)
	.transform((value) => value.split(',').map(Number) as [number, number])
	.refine(([width, height]) => width >= 1 && height >= 1 && width <= 4000 && height <= 4000);

/**
 * The image-resizing query the provider honours on its images (what `resizedImageUrl` of the
 * client adds to a local address, and the CDN's `fit` and `quality`); others (`ssl`, `v`, …)
 * are ignored.
 */
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

export interface ServedImage {
	readonly bytes: Uint8Array;
	readonly mimeType: string;
	/** The response's `Cache-Control`. */
	readonly cacheControl: string;
}

/**
 * The answer to a request for one of the provider's images (an upload or one of its sizes, a
 * stand-in service's picture, a sample image), resized when the query asks for it: `w`, `h`,
 * `resize=<w>,<h>` (crop), `fit=<w>,<h>` (inside), `quality`, `strip`, the query the image-resizing
 * rule keeps on a local address. Resized for real with sharp, in the image's own format, never
 * enlarged, without metadata, and kept in memory; without a size, or for a type sharp does not
 * resize (AVIF and others), the image as it is. A size out of 1..4000 answers 400.
 */
export async function imageResponse(c: Context, image: ServedImage): Promise<Response> {
	const request = resizeRequest(readQuery(c, resizeQuerySchema));
	const path = new URL(c.req.url).pathname;
	const bytes =
		request && RESIZABLE_TYPES.has(image.mimeType)
			? await resized(`${path}?${JSON.stringify(request)}`, () =>
					resizeImage(image.bytes, image.mimeType, request)
				)
			: image.bytes;
	c.header('Content-Type', image.mimeType);
	c.header('X-Content-Type-Options', 'nosniff');
	c.header('Cache-Control', image.cacheControl);
	return c.body(new Uint8Array(bytes));
}
