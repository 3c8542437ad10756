import type { MiddlewareHandler } from 'hono';

import { clientGone } from './client-gone';

/**
 * One line per request, once its answer is known: `METHOD path status duration-ms`, or
 * `METHOD path aborted by the client duration-ms`.
 */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
	return async (c, next) => {
		const started = performance.now();
		try {
			await next();
		} finally {
			const duration = Math.round(performance.now() - started);
			const outcome = clientGone(c) ? 'aborted by the client' : String(c.res.status);
			log(`${c.req.method} ${new URL(c.req.url).pathname} ${outcome} ${duration}ms`);
		}
	};
}
