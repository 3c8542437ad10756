import type { Database } from 'better-sqlite3';

/** Anything with zod's `safeParse` (classic or mini). */
export interface Checker<T> {
	safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/*
 * State kept as JSON in the `options` table, one row per name. Areas whose state
 * is a handful of values (connections, keys, counters, settings) use this instead
 * of a table of their own.
 */

/** The option's value when present and valid; otherwise `fallback()`. */
export function readOption<T>(db: Database, name: string, schema: Checker<T>, fallback: () => T): T {
	const row = db.prepare<[string], { value: string }>('SELECT value FROM options WHERE name = ?').get(name);
	if (row === undefined) {
		return fallback();
	}
	try {
		const result = schema.safeParse(JSON.parse(row.value));
		return result.success ? result.data : fallback();
	} catch {
		return fallback();
	}
}

export function writeOption(db: Database, name: string, value: unknown): void {
	db.prepare<[string, string]>(
		'INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value'
	).run(name, JSON.stringify(value));
}

export function deleteOption(db: Database, name: string): void {
	db.prepare<[string]>('DELETE FROM options WHERE name = ?').run(name);
}

/** Reads, changes and writes one option in a transaction; answers the new value. */
export function updateOption<T>(
	db: Database,
	name: string,
	schema: Checker<T>,
	fallback: () => T,
	change: (value: T) => T
): T {
	return db.transaction(() => {
		const next = change(readOption(db, name, schema, fallback));
		writeOption(db, name, next);
		return next;
	})();
}
