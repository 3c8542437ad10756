import type { Gif } from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { gifFiles, searchGifScenes } from '../../gifs/gif-files';
import { gifScene, type GifScene } from '../../gifs/scenes';
import { escapeHtml } from '../../http/html-page';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { REST_PREFIX } from '../route-context';

const GIF = `${REST_PREFIX}/wpcom/v2/gif`;
/** Where the GIF files live, in the service's own shape (`/media/<id>/giphy.gif`). */
export const GIF_MEDIA = '/gif-media';
/** The page a GIF's `embed_url` opens: outside the REST root, like the service's own embed pages. */
export const GIF_EMBED = '/gif-embed';

const ID = ':id{[A-Za-z0-9]{1,64}}';

const searchQuerySchema = z.object({
	q: z.string().max(200).default(''),
	limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A scene in the GIF service's shape (sizes as strings, as that service writes them). */
function gifJson(origin: string, scene: GifScene): Gif {
	const size = { width: String(scene.width), height: String(scene.height) };
	return {
		id: scene.id,
		title: scene.title,
		embed_url: `${origin}${GIF_EMBED}/${scene.id}`,
		images: {
			original: { url: `${origin}${GIF_MEDIA}/${scene.id}/giphy.gif`, ...size },
			downsized_still: { url: `${origin}${GIF_MEDIA}/${scene.id}/giphy_s.gif`, ...size },
		},
	};
}

function sceneOf(c: Context): GifScene {
	const scene = gifScene(c.req.param('id') ?? '');
	if (!scene) {
		throw new RestError('gif_not_found', 'No GIF has this id.', 404);
	}
	return scene;
}

function gifResponse(c: Context, bytes: Uint8Array): Response {
	c.header('Content-Type', 'image/gif');
	c.header('Cache-Control', 'public, max-age=86400');
	return c.body(new Uint8Array(bytes));
}

/**
 * `wpcom/v2/gif`: the GIF search the block uses, answered by the provider so
 * no service key ever reaches the browser (the real one proxies the GIF
 * service the same way). The GIFs are the provider's own animated scenes
 * (`src/gifs/scenes.ts`), found by the words of their titles and tags, at most
 * `limit` of them; each has its animation, a still of its first frame, and a
 * page that shows it (`embed_url`, the page an embed frames).
 */
export function mountWpcomV2Gif(app: Hono): void {
	app.get(`${GIF}/search`, (c) => {
		const query = readQuery(c, searchQuerySchema);
		const origin = requestOrigin(c);
		return c.json({
			data: searchGifScenes(query.q)
				.slice(0, query.limit)
				.map((scene) => gifJson(origin, scene)),
		});
	});

	app.get(`${GIF}/${ID}`, (c) => c.json({ data: gifJson(requestOrigin(c), sceneOf(c)) }));

	app.get(`${GIF_MEDIA}/${ID}/giphy.gif`, (c) => gifResponse(c, gifFiles(sceneOf(c)).original));
	app.get(`${GIF_MEDIA}/${ID}/giphy_s.gif`, (c) => gifResponse(c, gifFiles(sceneOf(c)).still));

	// Meant to be framed by the block (no script, nothing but the image).
	app.get(`${GIF_EMBED}/${ID}`, (c) => {
		const scene = sceneOf(c);
		c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
		return c.html(
			`<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(scene.title)}</title><body style="margin:0"><img src="${GIF_MEDIA}/${scene.id}/giphy.gif" alt="${escapeHtml(scene.title)}" width="${scene.width}" height="${scene.height}" style="display:block;width:100%;height:auto"></body></html>`
		);
	});
}
