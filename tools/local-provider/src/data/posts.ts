import type { Database } from 'better-sqlite3';

import { indexPostForms } from './post-forms';

export type PostStatus = 'draft' | 'publish';

/** A row of `posts`. Times are ISO 8601 UTC strings. */
export interface PostRecord {
	readonly id: number;
	readonly status: PostStatus;
	readonly title: string;
	readonly content: string;
	readonly created_at: string;
	readonly modified_at: string;
}

export interface PostFields {
	readonly title?: string | undefined;
	readonly content?: string | undefined;
	readonly status?: PostStatus | undefined;
}

const COLUMNS = 'id, status, title, content, created_at, modified_at';

export function getPost(db: Database, id: number): PostRecord | undefined {
	return db.prepare<[number], PostRecord>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`).get(id);
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
		.prepare<(PostStatus | number)[], PostRecord>(
			`SELECT ${COLUMNS} FROM posts WHERE status IN (${placeholders}) ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`
		)
		.all(...options.statuses, options.limit, options.offset);
}

/** Creates a post and records the contact forms it holds, in one transaction. */
export function createPost(db: Database, fields: PostFields, now = new Date().toISOString()): PostRecord {
	const id = db.transaction(() => {
		const result = db
			.prepare<[PostStatus, string, string, string, string]>(
				'INSERT INTO posts (status, title, content, created_at, modified_at) VALUES (?, ?, ?, ?, ?)'
			)
			.run(fields.status ?? 'draft', fields.title ?? '', fields.content ?? '', now, now);
		const postId = Number(result.lastInsertRowid);
		indexPostForms(db, postId, fields.content ?? '');
		return postId;
	})();
	const post = getPost(db, id);
	if (!post) {
		throw new Error('The new post could not be read back.');
	}
	return post;
}

/**
 * Changes the given fields and the modified time, and the record of the post's
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
		db.prepare<[PostStatus, string, string, string, number]>(
			'UPDATE posts SET status = ?, title = ?, content = ?, modified_at = ? WHERE id = ?'
		).run(
			fields.status ?? current.status,
			fields.title ?? current.title,
			fields.content ?? current.content,
			now,
			id
		);
		if (fields.content !== undefined && fields.content !== current.content) {
			indexPostForms(db, id, fields.content);
		}
	})();
	return getPost(db, id);
}
