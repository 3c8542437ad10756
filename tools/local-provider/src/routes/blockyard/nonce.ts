import type { Hono } from 'hono';

import { isOwnOrigin } from '../../http/origin-guard';
import { RestError } from '../../http/rest-error';
import type { RouteContext } from '../route-context';

/** Where the playground reads the nonce, beside the authorize page (Vite proxies `/blockyard`). */
export const NONCE_PATH = '/blockyard/nonce';

/**
 * `GET /blockyard/nonce`: `{ nonce }`, the data folder's nonce, for the pages
 * the provider serves, as WordPress prints its nonce into its own pages. Only
 * they can read it: the Host must name the provider (checked for every
 * request), CORS answers only the allowed origins, and a browser request that
 * says it comes from another site (`Sec-Fetch-Site`) without an allowed
 * `Origin` is refused, so not even a `<script>` tag of a foreign page loads it.
 * Programs on this machine (the test setup, curl) may read it: they can read
 * the data folder too.
 */
export function mountBlockyardNonce(app: Hono, { nonce, access }: RouteContext): void {
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
		c.header('Cache-Control', 'no-store');
		return c.json({ nonce });
	});
}
