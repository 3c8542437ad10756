import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

import { isLoopbackOrigin } from './loopback-origin';

/**
 * CORS for pages on this machine only (the playground on its Vite port, a real
 * WordPress on another loopback port). Any other origin gets no
 * `Access-Control-Allow-Origin`, so browsers refuse it.
 */
export function loopbackCors(): MiddlewareHandler {
	return cors({
		origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
		allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
		allowHeaders: ['Content-Type', 'X-WP-Nonce', 'Authorization', 'X-Blockyard-Fault'],
		exposeHeaders: ['X-WP-Total', 'X-WP-TotalPages', 'Location'],
		maxAge: 600,
	});
}
