import type { MiddlewareHandler } from 'hono';

import type { AccessPolicy } from './access-policy';
import { RestError } from './rest-error';

/**
 * Refuses a request whose `Host` (or `X-Forwarded-Host`) does not name this
 * provider. A page that had its own domain resolve to 127.0.0.1 (DNS
 * rebinding) reaches the socket with its domain as Host, and could otherwise
 * read every answer as same-origin.
 */
export function hostGuard(policy: AccessPolicy): MiddlewareHandler {
	return async (c, next) => {
		const host = c.req.header('host') ?? new URL(c.req.url).host;
		const forwarded = c.req.header('x-forwarded-host');
		const names = [
			host,
			...(forwarded === undefined ? [] : forwarded.split(',').map((name) => name.trim())),
		];
		if (!names.every((name) => policy.isAllowedHost(name))) {
			throw new RestError('rest_forbidden_host', 'This host name is not allowed.', 403);
		}
		await next();
	};
}
