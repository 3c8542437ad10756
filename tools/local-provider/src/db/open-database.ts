import BetterSqlite3, { type Database } from 'better-sqlite3';
import { join } from 'node:path';

import { checkDatabaseWritable } from './storage-check';

export const DATABASE_FILE = 'provider.sqlite';

/**
 * SQLite's busy wait, in milliseconds. better-sqlite3 is synchronous: while a
 * statement waits for another program's lock, the whole server waits. So the
 * wait is short, and changing requests wait for the lock beforehand without
 * blocking (`src/http/write-lock.ts`); a request still refused answers 503.
 */
export const BUSY_TIMEOUT_MS = 100;

/**
 * Opens (creating if needed) the provider's SQLite file in `dataDir`, which
 * must exist and be writable (`checkFolderWritable`), and refuses one it cannot
 * write, with a message that says so.
 */
export function openDatabase(dataDir: string): Database {
	const file = join(dataDir, DATABASE_FILE);
	let db: Database;
	try {
		db = new BetterSqlite3(file);
	} catch (error) {
		const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
		throw new Error(`the database ${file} cannot be opened (${code || String(error)}).`);
	}
	try {
		db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
		checkDatabaseWritable(db, file);
		db.pragma('journal_mode = WAL');
		db.pragma('foreign_keys = ON');
	} catch (error) {
		db.close();
		throw error;
	}
	return db;
}
