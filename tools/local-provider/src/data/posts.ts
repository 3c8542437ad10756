import type { Database } from 'better-sqlite3';

import { indexPostForms } from './post-forms';
import { DEFAULT_CATEGORY_ID, existingTermIds, postTermIds, setPostTerms, type Taxonomy } from './terms';

export type PostStatus = 'draft' | 'publish';

/** A row of `posts` with the ids of its tags and categories. Times are ISO 8601 UTC strings. */
export interface PostRecord {
	readonly id: number;
	readonly status: PostStatus;
	readonly title: string;
	readonly content: string;
	/** The author's excerpt, `''` for none (migration 7). */
	readonly excerpt: string;
	readonly created_at: string;
	readonly modified_at: string;
	/** Term ids, in id order (`post_terms`, migration 7). */
	readonly tags: readonly number[];
	readonly categories: readonly number[];
}

type PostRow = Omit<PostRecord, 'tags' | 'categories'>;

export interface PostFields {
	readonly title?: string | undefined;
	readonly content?: string | undefined;
	readonly status?: PostStatus | undefined;
	readonly excerpt?: string | undefined;
	/** Term ids; the list replaces the post's. Ids of no such term are left out. */
	readonly tags?: readonly number[] | undefined;
	readonly categories?: readonly number[] | undefined;
}

const COLUMNS = 'id, status, title, content, excerpt, created_at, modified_at';

function withTerms(db: Database, row: PostRow): PostRecord {
	return {
		...row,
		tags: postTermIds(db, row.id, 'post_tag'),
		categories: postTermIds(db, row.id, 'category'),
	};
}

/** Gives the post the terms the fields name, each list of ids as it is given. */
function setTerms(db: Database, postId: number, fields: PostFields): void {
	const lists: readonly [Taxonomy, readonly number[] | undefined][] = [
		['post_tag', fields.tags],
		['category', fields.categories],
	];
	for (const [taxonomy, ids] of lists) {
		if (ids !== undefined) {
			setPostTerms(db, postId, taxonomy, existingTermIds(db, taxonomy, ids));
		}
	}
}

export function getPost(db: Database, id: number): PostRecord | undefined {
	const row = db.prepare<[number], PostRow>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`).get(id);
	return row === undefined ? undefined : withTerms(db, row);
}

export function countPosts(db: Database, statuses: readonly PostStatus[]): number {
	const placeholders = statuses.map(() => '?').join(', ');
	const row = db
		.prepare<PostStatus[], { total: number }>(
			`SELECT COUNT(*) AS total FROM posts WHERE status IN (${placeholders})`
		)
		.get(...statuses);
	return row?.total ?? 0;
}

/** Newest first, like WordPress's default `orderby=date`. */
export function listPosts(
	db: Database,
	options: { statuses: readonly PostStatus[]; limit: number; offset: number }
): PostRecord[] {
	const placeholders = options.statuses.map(() => '?').join(', ');
	return db
		.prepare<(PostStatus | number)[], PostRow>(
			`SELECT ${COLUMNS} FROM posts WHERE status IN (${placeholders}) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`
		)
		.all(...options.statuses, options.limit, options.offset)
		.map((row) => withTerms(db, row));
}

/**
 * Creates a post and records the contact forms it holds, in one transaction. A post made
 * without categories gets the default one (Uncategorized), as in WordPress.
 */
export function createPost(db: Database, fields: PostFields, now = new Date().toISOString()): PostRecord {
	const id = db.transaction(() => {
		const result = db
			.prepare<[PostStatus, string, string, string, string, string]>(
				'INSERT INTO posts (status, title, content, excerpt, created_at, modified_at) VALUES (?, ?, ?, ?, ?, ?)'
			)
			.run(
				fields.status ?? 'draft',
				fields.title ?? '',
				fields.content ?? '',
				fields.excerpt ?? '',
				now,
				now
			);
		const postId = Number(result.lastInsertRowid);
		indexPostForms(db, postId, fields.content ?? '');
		setTerms(db, postId, {
			...fields,
			categories: fields.categories?.length ? fields.categories : [DEFAULT_CATEGORY_ID],
		});
		return postId;
	})();
	const post = getPost(db, id);
	if (!post) {
		throw new Error('The new post could not be read back.');
	}
	return post;
}

/**
 * Changes the given fields (a list of term ids replaces the post's) and the modified time, and the record of the post's
 * contact forms when the content changes; `undefined` when there is no such post.
 */
export function updatePost(
	db: Database,
	id: number,
	fields: PostFields,
	now = new Date().toISOString()
): PostRecord | undefined {
	const current = getPost(db, id);
	if (!current) {
		return undefined;
	}
	db.transaction(() => {
		db.prepare<[PostStatus, string, string, string, string, number]>(
			'UPDATE posts SET status = ?, title = ?, content = ?, excerpt = ?, modified_at = ? WHERE id = ?'
		).run(
			fields.status ?? current.status,
			fields.title ?? current.title,
			fields.content ?? current.content,
			fields.excerpt ?? current.excerpt,
			now,
			id
		);
		setTerms(db, id, fields);
		if (fields.content !== undefined && fields.content !== current.content) {
			indexPostForms(db, id, fields.content);
		}
	})();
	return getPost(db, id);
}
