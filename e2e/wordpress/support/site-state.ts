// Each spec starts from the site as its set-up left it: the database's snapshot, taken once
// after the site started, copied back before the spec with SQLite's online backup, which takes
// the database's lock, so a request still finishing from the spec before cannot tear it.
import Database from 'better-sqlite3';

/** Keeps a copy of the database next to it; resolves with the copy's path. */
export async function snapshotDatabase(database: string): Promise<string> {
	const snapshot = `${database}.snapshot`;
	const live = new Database(database, { readonly: true, fileMustExist: true });
	try {
		await live.backup(snapshot);
	} finally {
		live.close();
	}
	return snapshot;
}

/** Puts the snapshot's content back into the live database. */
export async function restoreDatabase(snapshot: string, database: string): Promise<void> {
	const saved = new Database(snapshot, { readonly: true, fileMustExist: true });
	try {
		await saved.backup(database);
	} finally {
		saved.close();
	}
}
