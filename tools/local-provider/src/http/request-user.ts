import type { Context } from 'hono';

import type { SiteUser } from '../data/users';
import { RestError } from './rest-error';

declare module 'hono' {
	interface ContextVariableMap {
		/** The user the request's nonce stands for (set by the nonce guard, `nonce-guard.ts`). */
		user: SiteUser;
	}
}

/**
 * The user the request is made as: the one whose nonce it carries, or user 1 for a site
 * page allowed without one. A route that reads it must need the nonce (`access-rules.ts`);
 * a request the guard let through without a user gets WordPress's 401.
 */
export function requestUser(c: Context): SiteUser {
	const user = c.get('user') as SiteUser | undefined;
	if (user === undefined) {
		throw new RestError('rest_not_logged_in', 'You are not currently logged in.', 401);
	}
	return user;
}
