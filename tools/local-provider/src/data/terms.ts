import type { Database } from 'better-sqlite3';

/** The taxonomies of the stand-in site, by WordPress's names: tags and categories. */
export type Taxonomy = 'post_tag' | 'category';

/** A row of `terms` (migration 7). Ids are shared by both taxonomies, as in WordPress. */
export interface TermRecord {
	readonly id: number;
	readonly taxonomy: Taxonomy;
	readonly name: string;
	readonly slug: string;
	/** A category's parent category, 0 for none. */
	readonly parent: number;
	/** How many published posts have the term. */
	readonly count: number;
}

/** The category every post gets when it is made without one, as WordPress's `default_category`. */
export const DEFAULT_CATEGORY_ID = 1;

/** The categories a new site has (migration 7 inserts them): Uncategorized is WordPress's own. */
export const DEMO_CATEGORIES: readonly {
	readonly id: number;
	readonly name: string;
	readonly slug: string;
}[] = [
	{ id: DEFAULT_CATEGORY_ID, name: 'Uncategorized', slug: 'uncategorized' },
	{ id: 2, name: 'News', slug: 'news' },
	{ id: 3, name: 'Recipes', slug: 'recipes' },
	{ id: 4, name: 'Travel', slug: 'travel' },
];

const COLUMNS = `t.id, t.taxonomy, t.name, t.slug, t.parent,
	(SELECT COUNT(*) FROM post_terms pt JOIN posts p ON p.id = pt.post_id
		WHERE pt.term_id = t.id AND p.status = 'publish') AS count`;

/**
 * A term's slug from its name, as WordPress's `sanitize_title` makes it for plain names:
 * lower case, accents dropped, anything but letters and digits a hyphen.
 */
export function slugOf(name: string): string {
	return name
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, '-')
		.replace(/^-+|-+$/g, '');
}

export interface TermQuery {
	/** Only terms whose name or slug holds this text (case-insensitive). */
	readonly search?: string | undefined;
	/** Only terms with these ids. */
	readonly include?: readonly number[] | undefined;
	readonly orderBy: 'name' | 'id' | 'slug' | 'count';
	readonly order: 'asc' | 'desc';
	readonly limit: number;
	readonly offset: number;
}

function where(taxonomy: Taxonomy, query: Pick<TermQuery, 'search' | 'include'>) {
	const clauses = ['t.taxonomy = ?'];
	const params: (string | number)[] = [taxonomy];
	if (query.search) {
		clauses.push("(t.name LIKE ? ESCAPE '\\' OR t.slug LIKE ? ESCAPE '\\')");
		const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
		params.push(pattern, pattern);
	}
	if (query.include !== undefined) {
		clauses.push(`t.id IN (${query.include.map(() => '?').join(', ') || 'NULL'})`);
		params.push(...query.include);
	}
	return { sql: clauses.join(' AND '), params };
}

export function listTerms(db: Database, taxonomy: Taxonomy, query: TermQuery): TermRecord[] {
	const { sql, params } = where(taxonomy, query);
	// Names compare without case, as MySQL's collation does on WordPress.
	const order =
		query.orderBy === 'name'
			? 't.name COLLATE NOCASE'
			: query.orderBy === 'count'
				? 'count'
				: `t.${query.orderBy}`;
	const direction = query.order === 'desc' ? 'DESC' : 'ASC';
	return db
		.prepare<(string | number)[], TermRecord>(
			`SELECT ${COLUMNS} FROM terms t WHERE ${sql} ORDER BY ${order} ${direction}, t.id ${direction} LIMIT ? OFFSET ?`
		)
		.all(...params, query.limit, query.offset);
}

export function countTerms(
	db: Database,
	taxonomy: Taxonomy,
	query: Pick<TermQuery, 'search' | 'include'>
): number {
	const { sql, params } = where(taxonomy, query);
	const row = db
		.prepare<(string | number)[], { total: number }>(`SELECT COUNT(*) AS total FROM terms t WHERE ${sql}`)
		.get(...params);
	return row?.total ?? 0;
}

export function getTerm(db: Database, id: number): TermRecord | undefined {
	return db.prepare<[number], TermRecord>(`SELECT ${COLUMNS} FROM terms t WHERE t.id = ?`).get(id);
}

/** The term of the taxonomy with this name (ignoring case) or slug, if any: WordPress's `term_exists`. */
export function findTerm(db: Database, taxonomy: Taxonomy, name: string): TermRecord | undefined {
	return db
		.prepare<[Taxonomy, string, string], TermRecord>(
			`SELECT ${COLUMNS} FROM terms t WHERE t.taxonomy = ? AND (t.name = ? COLLATE NOCASE OR t.slug = ?)`
		)
		.get(taxonomy, name, slugOf(name));
}

/** Adds a term; the caller has checked that the taxonomy has none of its name. */
export function createTerm(db: Database, taxonomy: Taxonomy, name: string): TermRecord {
	const result = db
		.prepare<[Taxonomy, string, string]>('INSERT INTO terms (taxonomy, name, slug) VALUES (?, ?, ?)')
		.run(taxonomy, name, slugOf(name) || String(Date.now()));
	const term = getTerm(db, Number(result.lastInsertRowid));
	if (!term) {
		throw new Error('The new term could not be read back.');
	}
	return term;
}

/** The ids among `ids` that are terms of the taxonomy. */
export function existingTermIds(db: Database, taxonomy: Taxonomy, ids: readonly number[]): number[] {
	if (ids.length === 0) return [];
	const rows = db
		.prepare<(string | number)[], { id: number }>(
			`SELECT id FROM terms WHERE taxonomy = ? AND id IN (${ids.map(() => '?').join(', ')})`
		)
		.all(taxonomy, ...ids);
	return rows.map((row) => row.id);
}

/** The ids of the post's terms of the taxonomy, in id order. */
export function postTermIds(db: Database, postId: number, taxonomy: Taxonomy): number[] {
	return db
		.prepare<[number, Taxonomy], { id: number }>(
			'SELECT t.id FROM post_terms pt JOIN terms t ON t.id = pt.term_id WHERE pt.post_id = ? AND t.taxonomy = ? ORDER BY t.id'
		)
		.all(postId, taxonomy)
		.map((row) => row.id);
}

/** Gives the post exactly these terms of the taxonomy (ids the caller has checked). */
export function setPostTerms(db: Database, postId: number, taxonomy: Taxonomy, ids: readonly number[]): void {
	db.prepare<[number, Taxonomy]>(
		'DELETE FROM post_terms WHERE post_id = ? AND term_id IN (SELECT id FROM terms WHERE taxonomy = ?)'
	).run(postId, taxonomy);
	const insert = db.prepare<[number, number]>(
		'INSERT OR IGNORE INTO post_terms (post_id, term_id) VALUES (?, ?)'
	);
	for (const id of ids) insert.run(postId, id);
}
