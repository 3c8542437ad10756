import { randomBytes } from 'node:crypto';

import type { Context } from 'hono';

import { checkState, issueState } from './page-session';
import { RestError } from './rest-error';

/** How long a single-use state may wait to be sent: a day. The spent ones are kept as long. */
export const SINGLE_USE_STATE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const ID = /^([0-9a-z]{1,12})-[0-9a-f]{16}$/;

/**
 * A page's `state` that may be used once (a checkout's Pay): `{id}.{signature}`, the id new
 * for each page load (when it was issued, and random), the signature {@link issueState}'s over
 * the browser's session, the action and the id. The route records the id when the form does
 * what it asks (`spent`), in the same transaction, so a replay finds it.
 */
export function issueSingleUseState(c: Context, secret: string, action: string, now = Date.now()): string {
	const id = `${now.toString(36)}-${randomBytes(8).toString('hex')}`;
	return `${id}.${issueState(c, secret, `${action}\n${id}`)}`;
}

/**
 * The id of `state` when it is one {@link issueSingleUseState} gave this session for `action`
 * less than a day ago; otherwise the 403 `blockyard_invalid_state` of {@link checkState}.
 * Whether it was spent already is the route's to check, with what it records.
 */
export function checkSingleUseState(
	c: Context,
	secret: string,
	action: string,
	state: unknown,
	now = Date.now()
): string {
	const [id = '', signature] = typeof state === 'string' ? state.split('.') : [];
	const issued = Number.parseInt(ID.exec(id)?.[1] ?? '', 36);
	const fresh = Number.isSafeInteger(issued) && now - issued < SINGLE_USE_STATE_LIFETIME_MS;
	checkState(c, secret, `${action}\n${id}`, fresh ? signature : undefined);
	return id;
}

/** What a replayed single-use state answers: 409, the form already did what it asked. */
export const stateAlreadyUsed = (message: string): RestError =>
	new RestError('blockyard_state_used', message, 409);
