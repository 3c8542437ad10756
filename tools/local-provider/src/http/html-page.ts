import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Text made safe to put inside HTML, attribute values included. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A small page of the provider's own (consent, connected, a form's answer):
 * `body` is HTML the caller built with {@link escapeHtml}. Never cached, never framed.
 */
export function htmlPage(
	c: Context,
	title: string,
	body: string,
	status: ContentfulStatusCode = 200
): Response {
	c.header('Cache-Control', 'no-store');
	c.header('X-Frame-Options', 'DENY');
	c.header(
		'Content-Security-Policy',
		"default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'none'"
	);
	return c.html(
		`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`,
		status
	);
}
