import BetterSqlite3, { type Database } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const DATABASE_FILE = 'provider.sqlite';

/** Opens (creating if needed) the provider's SQLite file in `dataDir`. */
export function openDatabase(dataDir: string): Database {
	mkdirSync(dataDir, { recursive: true });
	const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
	db.pragma('journal_mode = WAL');
	db.pragma('foreign_keys = ON');
	db.pragma('busy_timeout = 5000');
	return db;
}
