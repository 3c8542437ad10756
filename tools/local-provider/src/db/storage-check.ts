import { randomBytes } from 'node:crypto';
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Database } from 'better-sqlite3';

const codeOf = (error: unknown): string =>
	typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown error';

/**
 * Refuses a folder the provider cannot write (read-only, EACCES, a full or
 * read-only file system) by writing and removing a small file in it, which
 * also catches what permission bits do not say (a read-only mount, root's
 * rights). Creates the folder when missing.
 */
export function checkFolderWritable(dir: string, what: string): void {
	const probe = join(dir, `.blockyard-write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
	try {
		mkdirSync(dir, { recursive: true });
		writeFileSync(probe, '');
		unlinkSync(probe);
	} catch (error) {
		throw new Error(
			`the ${what} ${dir} cannot be written (${codeOf(error)}). Make it writable for this user, ` +
				'or set BLOCKYARD_DATA_DIR to another folder.'
		);
	}
}

/**
 * Refuses a database SQLite opened but cannot write (a read-only file: SQLite
 * then opens it read-only without a word, and every save would fail later):
 * a write inside a transaction that is rolled back.
 */
export function checkDatabaseWritable(db: Database, file: string): void {
	try {
		db.exec('BEGIN IMMEDIATE; CREATE TABLE blockyard_write_check (x); ROLLBACK');
	} catch (error) {
		if (db.inTransaction) {
			db.exec('ROLLBACK');
		}
		throw new Error(
			`the database ${file} cannot be written (${codeOf(error)}). Make the file and its folder ` +
				'writable for this user, or set BLOCKYARD_DATA_DIR to another folder.'
		);
	}
}
