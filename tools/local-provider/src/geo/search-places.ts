import type { MapPlace } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';

import { foldName } from './gazetteer-db';

/** The longest query looked up; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
/** At most this many words of a query count. */
const MAX_WORDS = 6;

/** The query's words, folded, at most {@link MAX_WORDS}. */
export function queryWords(query: string): string[] {
	return foldName(query.slice(0, MAX_QUERY_LENGTH))
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
		.slice(0, MAX_WORDS);
}

interface PlaceRow {
	place_id: string;
	name: string;
	place_name: string;
	longitude: number;
	latitude: number;
}

/**
 * Places whose name has a word starting with each word of `query` (accents
 * and case ignored): names that start with the query first, then the most
 * populous. `Lisb` finds Lisbon; `york` New York City before York.
 */
export function searchPlaces(db: Database, query: string, limit: number): MapPlace[] {
	const words = queryWords(query);
	if (words.length === 0 || limit < 1) {
		return [];
	}
	const match = words.map((word) => `"${word}"*`).join(' ');
	const start = words.join(' ');
	const rows = db
		.prepare<[string, string, string, number], PlaceRow>(
			`SELECT p.place_id, p.name, p.place_name, p.longitude, p.latitude
			 FROM place_words JOIN places p ON p.id = place_words.rowid
			 WHERE place_words MATCH ?
			 ORDER BY substr(p.folded, 1, length(?)) = ? DESC, p.population DESC, p.id
			 LIMIT ?`
		)
		.all(match, start, start, limit);
	return rows.map((row) => ({
		id: row.place_id,
		text: row.name,
		place_name: row.place_name,
		center: [row.longitude, row.latitude],
	}));
}
