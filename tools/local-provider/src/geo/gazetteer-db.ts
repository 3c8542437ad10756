import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import BetterSqlite3, { type Database } from 'better-sqlite3';

import { loadWorldPlaces, WORLD_PLACES_VERSION } from './world-places';

/*
 * The gazetteer is reference data, the same for every site: one SQLite file
 * built from the dataset the first time a place is looked up, and kept in the
 * system's temporary folder for every provider after (a data folder is made
 * per test; seeding 135,000 rows into each would cost a second apiece). A new
 * dataset or layout gets a new file name. If that folder cannot be written,
 * the gazetteer is built in memory for this process.
 */

/** Bumped when the tables below change. */
const LAYOUT = 1;

const SCHEMA = `
	CREATE TABLE places (
		id INTEGER PRIMARY KEY,
		place_id TEXT NOT NULL,
		name TEXT NOT NULL,
		folded TEXT NOT NULL,
		place_name TEXT NOT NULL,
		population INTEGER NOT NULL,
		longitude REAL NOT NULL,
		latitude REAL NOT NULL
	);
	CREATE VIRTUAL TABLE place_words USING fts5(
		name, content = 'places', content_rowid = 'id',
		tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
	);
`;

/** Lower case without accents: how names are compared. */
export const foldName = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function fill(db: Database): void {
	db.exec(SCHEMA);
	const insert = db.prepare(
		'INSERT INTO places (place_id, name, folded, place_name, population, longitude, latitude) VALUES (?, ?, ?, ?, ?, ?, ?)'
	);
	db.transaction(() => {
		for (const place of loadWorldPlaces()) {
			insert.run(
				place.id,
				place.name,
				foldName(place.name),
				place.placeName,
				place.population,
				place.longitude,
				place.latitude
			);
		}
		db.exec(`INSERT INTO place_words (place_words) VALUES ('rebuild')`);
	})();
}

export function gazetteerFile(folder: string = join(tmpdir(), 'blockyard-gazetteer')): string {
	return join(folder, `places-${WORLD_PLACES_VERSION}-${LAYOUT}.sqlite`);
}

function openBuilt(file: string): Database {
	return new BetterSqlite3(file, { readonly: true, fileMustExist: true });
}

/** The gazetteer in `file`, built there first when missing (by a temporary file renamed into place). */
export function openGazetteerFile(file: string): Database {
	try {
		return openBuilt(file);
	} catch {
		// Not built yet (or unreadable): build it below.
	}
	const folder = join(file, '..');
	mkdirSync(folder, { recursive: true });
	const partial = `${file}.${process.pid}.${Date.now()}.partial`;
	try {
		const db = new BetterSqlite3(partial);
		try {
			fill(db);
		} finally {
			db.close();
		}
		renameSync(partial, file);
	} finally {
		rmSync(partial, { force: true });
	}
	return openBuilt(file);
}

let shared: Database | undefined;

/** This process's gazetteer, opened (or built) on first use. */
export function gazetteer(): Database {
	if (shared === undefined) {
		try {
			shared = openGazetteerFile(gazetteerFile());
		} catch {
			const db = new BetterSqlite3(':memory:');
			fill(db);
			shared = db;
		}
	}
	return shared;
}
