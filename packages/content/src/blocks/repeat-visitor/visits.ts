// The visitor's side of Repeat Visitor, as pure functions: who sees the content on which
// visit, and the cookie that counts a visitor's visits (only the visitor's script loads this).

import type { RepeatVisitorCriteria } from './types';

/**
 * The cookie that counts visits: the number of page loads, in this browser, of this site's
 * pages that show a Repeat Visitor block (the visitor's script sets it; the server never
 * reads it). Site-wide (`path=/`), kept a year after the last visit, `SameSite=Lax`.
 */
export const VISITS_COOKIE = 'blockyard_visits';
export const VISITS_COOKIE_PATH = '/';
export const VISITS_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Beyond this the count stops growing: every threshold anyone would set is long passed. */
const MAX_VISITS = 1_000_000;

/**
 * Whether the content is shown on a visitor's `visits`-th visit (this one counted):
 * after-visits from visit `threshold + 1` on, before-visits up to visit `threshold`.
 */
export function isShown(criteria: RepeatVisitorCriteria, threshold: number, visits: number): boolean {
	return criteria === 'after-visits' ? visits > threshold : visits <= threshold;
}

/** The visits counted so far, from a `document.cookie` string: 0 when absent or unreadable. */
export function readVisits(cookies: string): number {
	for (const pair of cookies.split(';')) {
		const [name, value] = pair.split('=', 2).map((part) => part.trim());
		if (name === VISITS_COOKIE && value !== undefined && /^\d+$/.test(value)) {
			return Math.min(Number(value), MAX_VISITS);
		}
	}
	return 0;
}

/** The `document.cookie` assignment that stores `visits`. */
export function visitsCookie(visits: number): string {
	const count = Math.min(Math.max(0, Math.floor(visits)), MAX_VISITS);
	return `${VISITS_COOKIE}=${count}; path=${VISITS_COOKIE_PATH}; max-age=${VISITS_COOKIE_MAX_AGE}; samesite=lax`;
}
