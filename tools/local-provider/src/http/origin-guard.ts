import type { MiddlewareHandler } from 'hono';

import { isLoopbackOrigin } from './loopback-origin';
import { RestError } from './rest-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS only stops a foreign page from reading answers; a "simple" POST from it
 * would still change data. So a changing request that a browser marks with a
 * non-loopback `Origin` is refused before any route sees it. Requests without
 * `Origin` (curl, PHP, Node) pass.
 */
export function loopbackOriginGuard(): MiddlewareHandler {
	return async (c, next) => {
		const origin = c.req.header('origin');
		if (origin !== undefined && !SAFE_METHODS.has(c.req.method) && !isLoopbackOrigin(origin)) {
			throw new RestError('rest_forbidden_origin', 'Requests from this origin are not allowed.', 403);
		}
		await next();
	};
}
