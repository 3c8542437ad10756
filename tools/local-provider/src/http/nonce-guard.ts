import type { MiddlewareHandler } from 'hono';

import type { NonceUsers } from '../data/user-nonces';
import type { AccessPolicy } from './access-policy';
import { needsNonce } from './access-rules';
import './request-user';
import { RestError } from './rest-error';

/**
 * WordPress's check: a request that changes the site (or reads its private
 * data, see `access-rules.ts`) carries a user's nonce in `X-WP-Nonce` (or a
 * `_wpnonce` query parameter), else 403 `rest_cookie_invalid_nonce`. The user
 * whose nonce it is goes on the context (`c.get('user')`, `request-user.ts`).
 *
 * One exception: a page of a WordPress test site (`siteOrigins`) reaches the
 * provider from its own origin, and the client sends a site's nonce only to
 * that site's own origin. Its `Origin`, which the browser sets and a page
 * cannot change, stands for the nonce there, and the request counts as user 1's.
 */
export function nonceGuard(users: NonceUsers, policy: AccessPolicy): MiddlewareHandler {
	return async (c, next) => {
		const given = c.req.header('x-wp-nonce') ?? c.req.query('_wpnonce');
		const user = users.userOf(given);
		if (user) {
			c.set('user', user);
		}
		if (needsNonce(c.req.method, c.req.path) && !user) {
			const origin = c.req.header('origin');
			if (!(origin !== undefined && policy.isSiteOrigin(origin))) {
				throw new RestError(
					'rest_cookie_invalid_nonce',
					'This request needs the X-WP-Nonce header with a user’s nonce (GET /blockyard/nonce).',
					403
				);
			}
			c.set('user', users.firstUser);
		}
		await next();
	};
}
