// The block's settings as the saved markup needs them, as pure functions: what a valid
// threshold and criteria are, and what a visitor without script sees. (The visit count is in
// visits.ts, which only the visitor's script loads.)

import type { RepeatVisitorCriteria } from './types';

export const DEFAULT_THRESHOLD = 3;
export const DEFAULT_CRITERIA: RepeatVisitorCriteria = 'after-visits';

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
 * Whether the saved markup shows the content, for visitors whose browser runs no script:
 * before-visits content is for new visitors, which such a visitor may be; after-visits
 * content waits for the script to count.
 */
export function isShownWithoutScript(criteria: RepeatVisitorCriteria): boolean {
	return criteria === 'before-visits';
}
