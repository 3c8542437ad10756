import type { Hono } from 'hono';

import { getConnection, updateConnection } from '../data/plugin/connection-state';
import { safeRedirectTarget } from '../data/plugin/safe-redirect';
import { RestError } from '../http/rest-error';
import { AUTHORIZE_PAGE } from './jetpack-v4-path';
import type { RouteContext } from './route-context';

/**
 * The stand-in for the hosted platform's authorize screen: visiting it
 * connects the (only) local user, who becomes the connection owner, and
 * redirects back to `redirect_uri`, which must be relative or on loopback.
 */
export function mountBlockyardAuthorize(app: Hono, { db }: RouteContext): void {
	app.get(AUTHORIZE_PAGE, (c) => {
		const target = safeRedirectTarget(c.req.query('redirect_uri') ?? '/');
		if (target === undefined) {
			throw new RestError(
				'invalid_redirect_uri',
				'redirect_uri must be a relative URL or one on this machine.',
				400
			);
		}
		if (!getConnection(db).registered) {
			throw new RestError('site_not_registered', 'The site is not registered yet.', 400);
		}
		updateConnection(db, { userConnected: true, ownerConnected: true });
		return c.redirect(target, 302);
	});
}
