import type { Database } from 'better-sqlite3';

import * as z from 'zod';

import { readOption, writeOption } from '../data/option-json';

/** The `options` row holding how many AI queries the site has made. */
export const AI_REQUESTS_OPTION = 'blockyard_ai_requests_count';

export function aiRequestsCount(db: Database): number {
	return readOption(db, AI_REQUESTS_OPTION, z.number().int().nonnegative(), () => 0);
}

/**
 * Counts one query if the site is under its limit. Answers false (and counts
 * nothing) when the limit is reached.
 */
export function takeAiRequest(db: Database, limit: number): boolean {
	return db.transaction(() => {
		const count = aiRequestsCount(db);
		if (count >= limit) {
			return false;
		}
		writeOption(db, AI_REQUESTS_OPTION, count + 1);
		return true;
	})();
}

/** Sets how many AI queries the site has made (the testing route: start a test at, or just under, the limit). */
export function setAiRequestsCount(db: Database, count: number): void {
	writeOption(db, AI_REQUESTS_OPTION, count);
}
