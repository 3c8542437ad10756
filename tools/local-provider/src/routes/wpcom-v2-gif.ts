import type { Gif } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { sampleImage, sampleImageUrl, searchSampleImages, type SampleImage } from '../data/sample-media';
import { readQuery } from '../http/read-query';
import { requestOrigin } from '../http/request-origin';
import { RestError } from '../http/rest-error';
import { REST_PREFIX } from './route-context';

const GIF = `${REST_PREFIX}/wpcom/v2/gif`;
/** The page a GIF's `embed_url` opens: outside the REST root, like the service's own embed pages. */
const EMBED = '/gif-embed';

const searchQuerySchema = z.object({
	q: z.string().max(200).default(''),
	limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A sample image in the GIF service's shape (sizes as strings, as that service writes them). */
function gifJson(origin: string, image: SampleImage): Gif {
	const url = sampleImageUrl(origin, image);
	return {
		id: image.id,
		title: image.title,
		embed_url: `${origin}${EMBED}/${image.id}`,
		images: {
			original: { url, width: String(image.width), height: String(image.height) },
			downsized_still: { url, width: String(image.width), height: String(image.height) },
		},
	};
}

/**
 * `wpcom/v2/gif`: the GIF search the block uses, answered by the provider so
 * no service key ever reaches the browser (the real one proxies the GIF
 * service the same way). Results come from the sample images.
 */
export function mountWpcomV2Gif(app: Hono): void {
	app.get(`${GIF}/search`, (c) => {
		const query = readQuery(c, searchQuerySchema);
		const origin = requestOrigin(c);
		return c.json({
			data: searchSampleImages(query.q)
				.slice(0, query.limit)
				.map((image) => gifJson(origin, image)),
		});
	});

	app.get(`${GIF}/:id{[a-z0-9-]+}`, (c) => {
		const image = sampleImage(c.req.param('id') ?? '');
		if (!image) {
			throw new RestError('gif_not_found', 'No GIF has this id.', 404);
		}
		return c.json({ data: gifJson(requestOrigin(c), image) });
	});

	app.get(`${EMBED}/:id{[a-z0-9-]+}`, (c) => {
		const image = sampleImage(c.req.param('id') ?? '');
		if (!image) {
			throw new RestError('gif_not_found', 'No GIF has this id.', 404);
		}
		return c.html(
			`<!doctype html><meta charset="utf-8"><title>${image.title}</title><img src="${sampleImageUrl(requestOrigin(c), image)}" alt="" style="width:100%">`
		);
	});
}
