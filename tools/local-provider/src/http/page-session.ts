import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import { RestError } from './rest-error';

/** The cookie that ties a page's `state` to the browser that loaded the page. */
export const SESSION_COOKIE = 'blockyard_session';

const sign = (secret: string, session: string, action: string): string =>
	createHmac('sha256', secret).update(`${session}\n${action}`).digest('base64url');

const validSession = (value: string | undefined): value is string =>
	value !== undefined && /^[0-9a-f]{32}$/.test(value);

/**
 * The `state` a page's form sends back (as OAuth's `state`): an HMAC of the
 * browser's session cookie (set here when missing, `HttpOnly`, `SameSite=Strict`)
 * and the action, under the data folder's secret. Another site can neither read
 * it nor make the browser send the cookie with its own form.
 */
export function issueState(c: Context, secret: string, action: string): string {
	let session = getCookie(c, SESSION_COOKIE);
	if (!validSession(session)) {
		session = randomBytes(16).toString('hex');
		setCookie(c, SESSION_COOKIE, session, { httpOnly: true, sameSite: 'Strict', path: '/' });
	}
	return sign(secret, session, action);
}

/** Throws 403 `blockyard_invalid_state` unless `state` is the one {@link issueState} gave this session. */
export function checkState(c: Context, secret: string, action: string, state: unknown): void {
	const session = getCookie(c, SESSION_COOKIE);
	if (validSession(session) && typeof state === 'string') {
		const expected = Buffer.from(sign(secret, session, action));
		const given = Buffer.from(state);
		if (expected.length === given.length && timingSafeEqual(expected, given)) {
			return;
		}
	}
	throw new RestError(
		'blockyard_invalid_state',
		'This form has expired or was not sent from its page: open the page again.',
		403
	);
}
