// The rules of the Repeat Visitor block, as pure functions: what a valid threshold is, who
// sees the content, and the cookie that counts a visitor's visits.

import type { RepeatVisitorCriteria } from './types';

export const DEFAULT_THRESHOLD = 3;
export const DEFAULT_CRITERIA: RepeatVisitorCriteria = 'after-visits';

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

/** A threshold typed in the editor: a whole number above 0 (`3`, ` 12 `), else `undefined`. */
export function parseThreshold(text: string): number | undefined {
	const trimmed = text.trim();
	if (!/^\d+$/.test(trimmed)) {
		return undefined;
	}
	const value = Number(trimmed);
	return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A stored threshold when it is a whole number above 0, else the default 3. */
export function normalizeThreshold(value: unknown): number {
	const parsed =
		typeof value === 'number' ? value : typeof value === 'string' ? parseThreshold(value) : undefined;
	return parsed !== undefined && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : DEFAULT_THRESHOLD;
}

/** A stored criteria when it is one of the two, else `after-visits`. */
export function normalizeCriteria(value: unknown): RepeatVisitorCriteria {
	return value === 'before-visits' || value === 'after-visits' ? value : DEFAULT_CRITERIA;
}

/**
 * Whether the content is shown on a visitor's `visits`-th visit (this one counted):
 * after-visits from visit `threshold + 1` on, before-visits up to visit `threshold`.
 */
export function isShown(criteria: RepeatVisitorCriteria, threshold: number, visits: number): boolean {
	return criteria === 'after-visits' ? visits > threshold : visits <= threshold;
}

/**
 * Whether the saved markup shows the content, for visitors whose browser runs no script:
 * before-visits content is for new visitors, which such a visitor may be; after-visits
 * content waits for the script to count.
 */
export function isShownWithoutScript(criteria: RepeatVisitorCriteria): boolean {
	return criteria === 'before-visits';
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
