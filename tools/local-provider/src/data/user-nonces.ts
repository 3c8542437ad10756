import { createHmac } from 'node:crypto';

import { sameNonce } from './rest-nonce';
import { FIRST_USER_ID, type SiteUser } from './users';

/**
 * A user's REST nonce: user 1's is the data folder's nonce (so nothing made before users
 * existed changes); another user's is derived from it, HMAC-SHA256 of `user:<id>` keyed with
 * the folder's nonce, as 32 hex characters. Stable for the folder, and one user's nonce tells
 * nothing of another's.
 */
export function userNonce(folderNonce: string, userId: number): string {
	if (userId === FIRST_USER_ID) {
		return folderNonce;
	}
	return createHmac('sha256', folderNonce).update(`user:${userId}`).digest('hex').slice(0, 32);
}

/** Finds the user a request's nonce stands for. */
export interface NonceUsers {
	/** The user whose nonce `given` is, compared in constant time; `undefined` for none. */
	userOf(given: string | undefined): SiteUser | undefined;
	/** The user a request allowed without a nonce counts as (user 1). */
	readonly firstUser: SiteUser;
}

/** The nonces of `users`, made once (the site's users do not change while it runs). */
export function nonceUsers(folderNonce: string, users: readonly SiteUser[]): NonceUsers {
	const first = users.find((user) => user.id === FIRST_USER_ID);
	if (!first) {
		throw new Error(
			`The users table has no user ${FIRST_USER_ID}: the data folder's nonce stands for it.`
		);
	}
	const byNonce = users.map((user) => ({ user, nonce: userNonce(folderNonce, user.id) }));
	return {
		firstUser: first,
		userOf: (given) => {
			if (given === undefined) {
				return undefined;
			}
			// Every nonce compared, so the time taken says nothing about which one matched.
			let found: SiteUser | undefined;
			for (const { user, nonce } of byNonce) {
				if (sameNonce(nonce, given)) {
					found = user;
				}
			}
			return found;
		},
	};
}
