import type { Context, MiddlewareHandler } from 'hono';

import type { AccessPolicy } from './access-policy';
import { RestError } from './rest-error';

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when `origin` is the provider's own (a page it served, such as the authorize page). */
export function isOwnOrigin(c: Context, origin: string): boolean {
	const host = c.req.header('host') ?? new URL(c.req.url).host;
	return origin === `http://${host}` || origin === `https://${host}`;
}

/**
 * CORS only stops a foreign page from reading answers; a "simple" POST from it
 * would still change data. So a changing request that a browser marks with an
 * `Origin` other than an allowed one or the provider's own is refused before
 * any route sees it, `null` included. Requests without `Origin` (curl, PHP,
 * Node) go on to the nonce check.
 */
export function originGuard(policy: AccessPolicy): MiddlewareHandler {
	return async (c, next) => {
		const origin = c.req.header('origin');
		if (
			origin !== undefined &&
			!SAFE_METHODS.has(c.req.method) &&
			!policy.isAllowedOrigin(origin) &&
			!isOwnOrigin(c, origin)
		) {
			throw new RestError('rest_forbidden_origin', 'Requests from this origin are not allowed.', 403);
		}
		await next();
	};
}
