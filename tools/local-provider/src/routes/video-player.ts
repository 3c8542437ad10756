import type { Context, Hono } from 'hono';

import { getMedia } from '../data/media';
import { getVideo, type StoredVideo } from '../data/videos';
import { escapeHtml, htmlPage } from '../http/html-page';
import { requestOrigin } from '../http/request-origin';
import { RestError } from '../http/rest-error';
import { uploadPath } from '../json/media-json';
import { posterAverageColor } from '../videos/average-color';
import { isPlaybackToken, issuePlaybackToken } from '../videos/playback-token';
import { playerPage } from '../videos/player-page';
import { playerQuery, readPlayerOptions } from '../videos/player-options';
import { isPrivateVideo } from '../videos/video-privacy';
import { standInOEmbed } from './embed-stand-ins';
import { REST_PREFIX, type RouteContext } from './route-context';

const GUID = ':guid{[A-Za-z0-9]+}';

/**
 * The player's own short pages (a private video, an unknown one): framed wherever the player is,
 * so the visitor sees why it does not play; never cached.
 */
function playerNotice(c: Context, title: string, text: string, status: 403 | 404): Response {
	c.header('Cache-Control', 'no-store');
	c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *");
	return c.html(
		`<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title><body style="margin:0;height:100vh;display:grid;place-items:center;background:#000;color:#fff;font:16px/1.5 system-ui,sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
		status
	);
}
/** Where the video files are (`rest-v1.1/videos.ts` serves the tracks). */
const TRACK_FILES = '/videopress-tracks';

/** The service's canonical address of a video, and of its player: what the blocks save. */
const CANONICAL =
	/^https:\/\/(?:www\.)?videopress\.com\/(?:v|embed)\/([A-Za-z0-9]{8})\/?(?:\?([^#]*))?(?:#.*)?$/;

/** The player's frame as the oEmbed gives it: 16:9 of the width asked for, 640 px wide at most by default. */
const DEFAULT_WIDTH = 640;

/** The guid and options of a canonical address, or undefined for any other. */
export function parseCanonicalAddress(address: string): { guid: string; query: URLSearchParams } | undefined {
	const match = CANONICAL.exec(address.trim());
	if (!match?.[1]) {
		return undefined;
	}
	return { guid: match[1], query: playerQuery(new URLSearchParams(match[2] ?? '')) };
}

/** The address of a video's player on this provider, with the player's options. */
function embedAddress(origin: string, guid: string, query: URLSearchParams, token?: string): string {
	const full = new URLSearchParams(query);
	if (token !== undefined) {
		full.set('metadata_token', token);
	}
	const search = full.toString();
	return `${origin}/embed/${guid}${search === '' ? '' : `?${search}`}`;
}

interface OEmbed {
	readonly type: 'video';
	readonly version: '1.0';
	readonly title: string;
	readonly html: string;
	readonly width: number;
	readonly height: number;
	readonly provider_name: 'VideoPress';
	readonly provider_url: 'https://videopress.com';
	readonly thumbnail_url?: string;
	readonly thumbnail_width?: number;
	readonly thumbnail_height?: number;
}

function positive(value: string | undefined): number | undefined {
	const number = Number(value);
	return Number.isInteger(number) && number > 0 && number <= 10_000 ? number : undefined;
}

function oEmbedOf(c: Context, video: StoredVideo, query: URLSearchParams, token: string | undefined): OEmbed {
	const origin = requestOrigin(c);
	const maxWidth = positive(c.req.query('maxwidth'));
	const maxHeight = positive(c.req.query('maxheight'));
	let width = maxWidth ?? DEFAULT_WIDTH;
	let height = Math.round((width * 9) / 16);
	if (maxHeight !== undefined && height > maxHeight) {
		height = maxHeight;
		width = Math.round((height * 16) / 9);
	}
	const src = embedAddress(origin, video.guid, query, token);
	const title = video.title === '' ? 'VideoPress Video Player' : video.title;
	return {
		type: 'video',
		version: '1.0',
		title,
		html: `<iframe title="${escapeHtml(title)}" width="${width}" height="${height}" src="${escapeHtml(src)}" frameborder="0" allowfullscreen allow="autoplay; fullscreen; picture-in-picture"></iframe>`,
		width,
		height,
		provider_name: 'VideoPress',
		provider_url: 'https://videopress.com',
		...(video.poster
			? { thumbnail_url: `${origin}${video.poster}`, thumbnail_width: 1280, thumbnail_height: 720 }
			: {}),
	};
}

/** The video an oEmbed request asks for: its `url` must be the service's canonical address of a known video. */
function requestedVideo(c: Context, db: RouteContext['db']): { video: StoredVideo; query: URLSearchParams } {
	const format = c.req.query('format') ?? 'json';
	if (format !== 'json') {
		throw new RestError('oembed_format', 'Only the json format is available.', 501);
	}
	const parsed = parseCanonicalAddress(c.req.query('url') ?? '');
	const video = parsed ? getVideo(db, parsed.guid) : undefined;
	if (!parsed || !video) {
		throw new RestError('oembed_invalid_url', 'Not Found', 404);
	}
	return { video, query: parsed.query };
}

/**
 * The hosted video service's player, as the service serves it (the blocks save its canonical
 * address, `https://videopress.com/v/{guid}?…`, and sites turn it into this player through oEmbed):
 *
 * - `GET /embed/{guid}?…`: the player page (`src/videos/player-page.ts`), with the options of its
 *   query (`src/videos/player-options.ts`). A private video's page (and its files) answers 403
 *   without a valid `metadata_token` for that guid; with one, the file's address carries it.
 * - `GET /v/{guid}`: the share page, the player in a page of its own.
 * - `GET /oembed?url=…&format=json&maxwidth=&maxheight=`: the oEmbed of a canonical address
 *   (404 for any other, or an unknown guid), its `html` an iframe of the player here. Never a token.
 * - `GET /wp-json/oembed/1.0/proxy?url=…`: WordPress's embed proxy, as the playground's editor
 *   asks it (`getEmbedPreview`): the same oEmbed, and, since only a signed-in editor may ask it
 *   (the nonce), the player's address with a playback token for a private video.
 *
 * Both answer too for the pages of the services the Embed block's variations embed (Loom,
 * Descript, …), with a frame of their stand-ins here (`embed-stand-ins.ts`).
 */
export function mountVideoPlayer(app: Hono, { db, uploadsDir }: RouteContext): void {
	app.get(`/embed/${GUID}`, async (c) => {
		const video = getVideo(db, c.req.param('guid') ?? '');
		if (!video) {
			return playerNotice(c, 'Video not found', 'This video does not exist.', 404);
		}
		const token = c.req.query('metadata_token');
		const isPrivate = isPrivateVideo(db, video);
		if (isPrivate && !isPlaybackToken(db, video.guid, token)) {
			return playerNotice(c, 'Private video', 'This video is private.', 403);
		}
		const media = getMedia(db, video.media_id);
		if (!media) {
			return playerNotice(c, 'Video not found', 'This video has no file.', 404);
		}
		const origin = requestOrigin(c);
		const withToken = (path: string) =>
			isPrivate && token !== undefined ? `${path}?metadata_token=${encodeURIComponent(token)}` : path;
		const options = readPlayerOptions((name) => c.req.query(name));
		const averageColor = options.useAverageColor
			? await posterAverageColor(uploadsDir, video.poster)
			: undefined;
		c.header('Cache-Control', isPrivate ? 'no-store' : 'no-cache');
		c.header('Referrer-Policy', 'no-referrer');
		c.header(
			'Content-Security-Policy',
			"default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; media-src 'self'; img-src 'self' https: http:; frame-ancestors *"
		);
		return c.html(
			playerPage(
				{
					guid: video.guid,
					title: video.title,
					src: `${origin}${withToken(uploadPath(media.file_name))}`,
					poster: video.poster ? `${origin}${video.poster}` : undefined,
					allowDownload: video.allow_download === 1,
					tracks: video.tracks.map((track) => ({
						src: `${origin}${withToken(`${TRACK_FILES}/${video.guid}/${track.kind}/${track.srclang}.vtt`)}`,
						kind: track.kind,
						srclang: track.srclang,
						label: track.label,
					})),
					averageColor,
				},
				options
			)
		);
	});

	app.get(`/v/${GUID}`, (c) => {
		const video = getVideo(db, c.req.param('guid') ?? '');
		if (!video) {
			return htmlPage(c, 'Video not found', '<p>This video does not exist.</p>', 404);
		}
		const query = playerQuery(new URL(c.req.url).searchParams);
		const token = c.req.query('metadata_token');
		const src = embedAddress(requestOrigin(c), video.guid, query, token);
		const title = video.title === '' ? 'VideoPress' : video.title;
		c.header(
			'Content-Security-Policy',
			"default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'"
		);
		c.header('X-Frame-Options', 'DENY');
		c.header('Cache-Control', 'no-store');
		return c.html(
			`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><body style="margin:0;font:16px/1.5 system-ui,sans-serif;background:#111;color:#fff"><main style="max-width:960px;margin:2rem auto;padding:0 1rem"><h1 style="font-size:1.25rem">${escapeHtml(title)}</h1><div style="position:relative;aspect-ratio:16/9"><iframe title="${escapeHtml(title)}" src="${escapeHtml(src)}" style="position:absolute;inset:0;width:100%;height:100%;border:0" allowfullscreen allow="autoplay; fullscreen; picture-in-picture"></iframe></div></main></body></html>`
		);
	});

	app.get('/oembed', (c) => {
		const standIn = standInOEmbed(c);
		if (standIn) {
			c.header('Cache-Control', 'no-cache');
			return c.json(standIn);
		}
		const { video, query } = requestedVideo(c, db);
		c.header('Cache-Control', 'no-cache');
		return c.json(oEmbedOf(c, video, query, undefined));
	});

	app.get(`${REST_PREFIX}/oembed/1.0/proxy`, (c) => {
		const standIn = standInOEmbed(c);
		if (standIn) {
			c.header('Cache-Control', 'no-store');
			return c.json(standIn);
		}
		const { video, query } = requestedVideo(c, db);
		const token = isPrivateVideo(db, video) ? issuePlaybackToken(db, video.guid) : undefined;
		c.header('Cache-Control', 'no-store');
		return c.json(oEmbedOf(c, video, query, token));
	});
}
