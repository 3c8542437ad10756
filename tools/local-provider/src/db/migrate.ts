import type { Database } from 'better-sqlite3';

import type { Migration } from './migrations';

export interface MigrationResult {
	/** `user_version` before: 0 for a fresh database. */
	readonly from: number;
	readonly to: number;
}

function userVersion(db: Database): number {
	const version = db.pragma('user_version', { simple: true });
	return typeof version === 'number' ? version : 0;
}

/**
 * Applies the steps the database has not seen yet, each in its own
 * transaction together with its `user_version` bump. `onFresh` runs in the
 * last step's transaction when the database started empty (version 0).
 */
export function migrate(
	db: Database,
	steps: readonly Migration[],
	onFresh?: (db: Database) => void
): MigrationResult {
	steps.forEach((step, index) => {
		if (step.version !== index + 1) {
			throw new Error(
				`Migration ${index + 1} is numbered ${step.version}: the list must count 1, 2, 3, …`
			);
		}
	});
	const from = userVersion(db);
	const latest = steps.length;
	if (from > latest) {
		throw new Error(
			`The database is at schema version ${from}, newer than this provider knows (${latest}). Update the provider or use another data folder.`
		);
	}
	for (const step of steps.slice(from)) {
		db.transaction(() => {
			step.up(db);
			if (from === 0 && step.version === latest) {
				onFresh?.(db);
			}
			db.pragma(`user_version = ${step.version}`);
		})();
	}
	return { from, to: latest };
}
