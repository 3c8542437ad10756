import type { Context, Hono } from 'hono';

import { escapeHtml } from '../http/html-page';
import { requestOrigin } from '../http/request-origin';
import type { RouteContext } from './route-context';

/** WordPress's embed proxy as the playground's editor asks it, outside the REST root. */
export const PLAYGROUND_EMBED_PROXY = '/oembed/1.0/proxy';

/** Where the stand-in frames are, under `/blockyard/` (which the playground's server forwards here). */
export const EMBED_STAND_IN_PATH = '/blockyard/embed-stand-ins';

interface StandInService {
	/** The name the service gives itself in its oEmbed (`provider_name`). */
	readonly name: string;
	/** The service's own address (`provider_url`). */
	readonly url: string;
	/** The service's page addresses, as the editor's Embed block variations know them. */
	readonly pattern: RegExp;
	readonly type: 'video' | 'rich';
	/** The frame's size: a video's 16:9, a post's taller card. */
	readonly width: number;
	readonly height: number;
}

/**
 * The services the editor embeds through variations of WordPress's Embed block, whose hosts this
 * machine cannot reach: their addresses (the same patterns as the variations') and the shape of
 * what their oEmbed answers.
 */
const SERVICES: Readonly<Record<string, StandInService>> = {
	descript: {
		name: 'Descript',
		url: 'https://www.descript.com',
		pattern: /^https:\/\/share\.descript\.com\/(?:view|embed)\/\w+/i,
		type: 'video',
		width: 640,
		height: 360,
	},
	facebook: {
		name: 'Facebook',
		url: 'https://www.facebook.com',
		pattern: /^https?:\/\/(?:(?:www\.|m\.|web\.)?facebook\.com|fb\.watch)\/.+/i,
		type: 'rich',
		width: 500,
		height: 600,
	},
	instagram: {
		name: 'Instagram',
		url: 'https://www.instagram.com',
		pattern: /^https?:\/\/(?:www\.)?instagr(?:\.am|am\.com)\/.+/i,
		type: 'rich',
		width: 540,
		height: 640,
	},
	loom: {
		name: 'Loom',
		url: 'https://www.loom.com',
		pattern: /^https?:\/\/(?:www\.)?loom\.com\/(?:share|embed)\/.+/i,
		type: 'video',
		width: 640,
		height: 360,
	},
	smartframe: {
		name: 'SmartFrame',
		url: 'https://smartframe.io',
		pattern: /^https?:\/\/(?:[a-z0-9-]+\.)?smartframe\.(?:io|net)\/.+/i,
		type: 'rich',
		width: 640,
		height: 427,
	},
};

/** The service a page address belongs to, by its slug, or undefined for any other address. */
export function standInServiceOf(address: string): string | undefined {
	const trimmed = address.trim();
	return Object.entries(SERVICES).find(([, service]) => service.pattern.test(trimmed))?.[0];
}

export interface StandInOEmbed {
	readonly type: 'video' | 'rich';
	readonly version: '1.0';
	readonly title: string;
	readonly html: string;
	readonly width: number;
	readonly height: number;
	readonly provider_name: string;
	readonly provider_url: string;
}

/**
 * The oEmbed of a page of one of the services, as the service would answer it, but with its
 * frame on this provider: undefined for an address of no such service. `/oembed` and WordPress's
 * embed proxy (`video-player.ts`) answer with it.
 */
export function standInOEmbed(c: Context): StandInOEmbed | undefined {
	const address = c.req.query('url') ?? '';
	const slug = standInServiceOf(address);
	const service = slug === undefined ? undefined : SERVICES[slug];
	if (slug === undefined || service === undefined) {
		return undefined;
	}
	const src = `${requestOrigin(c)}${EMBED_STAND_IN_PATH}/${slug}?url=${encodeURIComponent(address.trim())}`;
	const title = `${service.name} embed`;
	return {
		type: service.type,
		version: '1.0',
		title,
		html: `<iframe title="${escapeHtml(title)}" width="${service.width}" height="${service.height}" src="${escapeHtml(src)}" frameborder="0" allowfullscreen></iframe>`,
		width: service.width,
		height: service.height,
		provider_name: service.name,
		provider_url: service.url,
	};
}

/**
 * Stand-ins for the frames of the services above (`GET /blockyard/embed-stand-ins/{service}?url=…`):
 * a page naming the service and the address it shows, framed anywhere as the services' own
 * embeds are, never cached. 404 for an unknown service or an address not of that service.
 */
export function mountEmbedStandIns(app: Hono, _context: RouteContext): void {
	// The playground's editor has no REST root for WordPress's own data calls, so the Embed block
	// asks the embed proxy at the page's root (`/oembed/1.0/proxy`). Only the stand-ins answer
	// there: a private video's player, which needs the nonce, stays at the REST route.
	app.get(PLAYGROUND_EMBED_PROXY, (c) => {
		const standIn = standInOEmbed(c);
		c.header('Cache-Control', 'no-store');
		return standIn
			? c.json(standIn)
			: c.json({ code: 'oembed_invalid_url', message: 'Not Found', data: { status: 404 } }, 404);
	});

	app.get(`${EMBED_STAND_IN_PATH}/:service`, (c) => {
		const slug = c.req.param('service');
		const service = SERVICES[slug];
		const address = c.req.query('url') ?? '';
		c.header('Cache-Control', 'no-store');
		c.header(
			'Content-Security-Policy',
			"default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *"
		);
		if (service === undefined || standInServiceOf(address) !== slug) {
			return c.html(
				'<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>Not found</p></html>',
				404
			);
		}
		return c.html(
			`<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(service.name)}</title><body style="margin:0;height:100vh;display:grid;place-items:center;background:#f0f0f0;color:#1e1e1e;font:16px/1.5 system-ui,sans-serif"><main style="text-align:center;padding:1rem"><h1 style="font-size:1.25rem;margin:0 0 .5rem">${escapeHtml(service.name)}</h1><p style="margin:0;word-break:break-all" data-embedded-address>${escapeHtml(address)}</p></main></body></html>`
		);
	});
}
