import type { Hono } from 'hono';

import { userNonce } from '../../data/user-nonces';
import { FIRST_USER_ID, userByLogin, userById } from '../../data/users';
import { isOwnOrigin } from '../../http/origin-guard';
import { RestError } from '../../http/rest-error';
import type { RouteContext } from '../route-context';

/** Where the playground reads the nonce, beside the authorize page (Vite proxies `/blockyard`). */
export const NONCE_PATH = '/blockyard/nonce';

/**
 * `GET /blockyard/nonce[?user=<login>]`: `{ nonce, user: { id, login, name } }`, the
 * nonce of that user of the site (`src/data/user-nonces.ts`); without `user`, user 1's,
 * the data folder's own nonce. An unknown login is a 404. For the pages
 * the provider serves, as WordPress prints its nonce into its own pages. Only
 * they can read it: the Host must name the provider (checked for every
 * request), CORS answers only the allowed origins, and a browser request that
 * says it comes from another site (`Sec-Fetch-Site`) without an allowed
 * `Origin` is refused, so not even a `<script>` tag of a foreign page loads it.
 * Programs on this machine (the test setup, curl) may read it: they can read
 * the data folder too.
 */
export function mountBlockyardNonce(app: Hono, { db, nonce, access }: RouteContext): void {
	app.get(NONCE_PATH, (c) => {
		const site = c.req.header('sec-fetch-site');
		const origin = c.req.header('origin');
		const allowedOrigin =
			origin !== undefined && (access.isAllowedOrigin(origin) || isOwnOrigin(c, origin));
		if (
			(origin !== undefined && !allowedOrigin) ||
			((site === 'cross-site' || site === 'same-site') && !allowedOrigin)
		) {
			throw new RestError('rest_forbidden_origin', 'Requests from this origin are not allowed.', 403);
		}
		const login = c.req.query('user');
		const user = login === undefined ? userById(db, FIRST_USER_ID) : userByLogin(db, login);
		if (!user) {
			throw new RestError(
				'blockyard_unknown_user',
				`The site has no user with the login “${login ?? ''}”.`,
				404
			);
		}
		c.header('Cache-Control', 'no-store');
		return c.json({
			nonce: userNonce(nonce, user.id),
			user: { id: user.id, login: user.login, name: user.name },
		});
	});
}
