import type { MiddlewareHandler } from 'hono';

/** One line per request, once its answer is known: `METHOD path status duration-ms`. */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
	return async (c, next) => {
		const started = performance.now();
		try {
			await next();
		} finally {
			const duration = Math.round(performance.now() - started);
			log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${duration}ms`);
		}
	};
}
