import type { MiddlewareHandler } from 'hono';

import { sameNonce } from '../data/rest-nonce';
import type { AccessPolicy } from './access-policy';
import { needsNonce } from './access-rules';
import { RestError } from './rest-error';

/**
 * WordPress's check: a request that changes the site (or reads its private
 * data, see `access-rules.ts`) carries the nonce in `X-WP-Nonce` (or a
 * `_wpnonce` query parameter), else 403 `rest_cookie_invalid_nonce`.
 *
 * One exception: a page of a WordPress test site (`siteOrigins`) reaches the
 * provider from its own origin, and the client sends a site's nonce only to
 * that site's own origin. Its `Origin`, which the browser sets and a page
 * cannot change, stands for the nonce there.
 */
export function nonceGuard(nonce: string, policy: AccessPolicy): MiddlewareHandler {
	return async (c, next) => {
		if (needsNonce(c.req.method, c.req.path)) {
			const origin = c.req.header('origin');
			const given = c.req.header('x-wp-nonce') ?? c.req.query('_wpnonce');
			if (!sameNonce(nonce, given) && !(origin !== undefined && policy.isSiteOrigin(origin))) {
				throw new RestError(
					'rest_cookie_invalid_nonce',
					'This request needs the X-WP-Nonce header with the data folder nonce (GET /blockyard/nonce).',
					403
				);
			}
		}
		await next();
	};
}
