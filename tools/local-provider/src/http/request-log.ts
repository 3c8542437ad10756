import type { MiddlewareHandler } from 'hono';

import { clientGone } from './client-gone';

/** The header the editor's requests carry (`EDITOR_MARKER_HEADER` of the api client). */
export const EDITOR_MARKER_HEADER = 'X-WP-API-FETCH-FROM-EDITOR';

/**
 * One line per request, once its answer is known: `METHOD path status duration-ms`, or
 * `METHOD path aborted by the client duration-ms`; ` (editor)` at its end when the request
 * carried the editor's marker, so the log tells an author's requests from a visitor's.
 */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
	return async (c, next) => {
		const started = performance.now();
		try {
			await next();
		} finally {
			const duration = Math.round(performance.now() - started);
			const outcome = clientGone(c) ? 'aborted by the client' : String(c.res.status);
			const editor = c.req.header(EDITOR_MARKER_HEADER) === 'true' ? ' (editor)' : '';
			log(`${c.req.method} ${new URL(c.req.url).pathname} ${outcome} ${duration}ms${editor}`);
		}
	};
}
