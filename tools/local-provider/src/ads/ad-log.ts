import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption } from '../data/option-json';

/*
 * What the stand-in ad network counted: each impression (an ad unit served for one view of a
 * page) and each click, kept as JSON in the `options` table. An impression is counted once per
 * view: the unit's page asked for again with the same view id (a frame reloaded, a page from
 * the history) counts nothing more.
 */

const OPTION = 'ad_network_log';
/** The most of each the log keeps, the oldest dropped first. */
const KEPT = 1000;

/** A view id: what the page that shows the unit gives it, one per view. */
export const VIEW_ID = /^[A-Za-z0-9-]{8,64}$/;

const entrySchema = z.object({ view: z.string(), format: z.string(), date: z.string() });
const logSchema = z.object({ impressions: z.array(entrySchema), clicks: z.array(entrySchema) });

export type AdLogEntry = z.infer<typeof entrySchema>;
export type AdLog = z.infer<typeof logSchema>;

const empty = (): AdLog => ({ impressions: [], clicks: [] });

export function readAdLog(db: Database): AdLog {
	return readOption(db, OPTION, logSchema, empty);
}

/** Counts an impression of `format` for `view`, unless that view has one; true when it counted. */
export function countImpression(db: Database, view: string, format: string): boolean {
	let counted = false;
	updateOption(db, OPTION, logSchema, empty, (log) => {
		if (log.impressions.some((entry) => entry.view === view)) {
			return log;
		}
		counted = true;
		const entry = { view, format, date: new Date().toISOString() };
		return { ...log, impressions: [...log.impressions, entry].slice(-KEPT) };
	});
	return counted;
}

export function countClick(db: Database, view: string, format: string): void {
	updateOption(db, OPTION, logSchema, empty, (log) => ({
		...log,
		clicks: [...log.clicks, { view, format, date: new Date().toISOString() }].slice(-KEPT),
	}));
}
