import type { Database } from 'better-sqlite3';

import { formIdsIn } from '../forms/contact-form';

/** Records which contact forms a post's content holds (`post_forms`), replacing what it held before. */
export function indexPostForms(db: Database, postId: number, content: string): void {
	db.prepare<[number]>('DELETE FROM post_forms WHERE post_id = ?').run(postId);
	const insert = db.prepare<[string, number]>('INSERT INTO post_forms (form_id, post_id) VALUES (?, ?)');
	for (const formId of formIdsIn(content)) {
		insert.run(formId, postId);
	}
}

/** The first post (lowest id, any status) holding the form, with its content; one row read, whatever the number of posts. */
export function postWithForm(db: Database, formId: string): { id: number; content: string } | undefined {
	return db
		.prepare<[string], { id: number; content: string }>(
			'SELECT posts.id, posts.content FROM post_forms JOIN posts ON posts.id = post_forms.post_id WHERE post_forms.form_id = ? ORDER BY posts.id LIMIT 1'
		)
		.get(formId);
}
