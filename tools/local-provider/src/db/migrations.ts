import type { Database } from 'better-sqlite3';

import { indexPostForms } from '../data/post-forms';
import { DEFAULT_CATEGORY_ID, DEMO_CATEGORIES } from '../data/terms';
import { DEMO_USERS } from '../data/users';

export interface Migration {
	/** 1, 2, 3, … in order; the database's `user_version` is the last one applied. */
	readonly version: number;
	readonly description: string;
	readonly up: (db: Database) => void;
}

/**
 * The schema, one step at a time. Never edit a step that has shipped: add the
 * next one. A step that adds a table the demo site needs may insert its demo
 * rows too, so data folders made before it get them as well.
 */
export const migrations: readonly Migration[] = [
	{
		version: 1,
		description: 'posts, media and options',
		up: (db) => {
			db.exec(`
				CREATE TABLE posts (
					id INTEGER PRIMARY KEY AUTOINCREMENT,
					status TEXT NOT NULL CHECK (status IN ('draft', 'publish')),
					title TEXT NOT NULL,
					content TEXT NOT NULL,
					created_at TEXT NOT NULL,
					modified_at TEXT NOT NULL
				);
				CREATE TABLE media (
					id INTEGER PRIMARY KEY AUTOINCREMENT,
					file_name TEXT NOT NULL UNIQUE,
					mime_type TEXT NOT NULL,
					file_size INTEGER NOT NULL,
					title TEXT NOT NULL,
					alt_text TEXT NOT NULL,
					created_at TEXT NOT NULL
				);
				CREATE TABLE options (
					name TEXT PRIMARY KEY,
					value TEXT NOT NULL
				);
			`);
		},
	},
	{
		version: 2,
		description: 'contact form responses',
		up: (db) => {
			// `fields` is the validated submission as JSON, `{ "<name>": "value" | ["a", "b"] }`.
			// No IP address or other personal data besides what the visitor typed.
			db.exec(`
				CREATE TABLE form_responses (
					id INTEGER PRIMARY KEY AUTOINCREMENT,
					form_id TEXT NOT NULL,
					post_id INTEGER NOT NULL,
					fields TEXT NOT NULL,
					user_agent TEXT NOT NULL DEFAULT '',
					created_at TEXT NOT NULL
				);
				CREATE INDEX form_responses_form ON form_responses (form_id, created_at);
				CREATE INDEX form_responses_post ON form_responses (post_id, created_at);
			`);
		},
	},
	{
		version: 3,
		description: 'the contact forms each post holds, to find a form by its id',
		up: (db) => {
			// Kept by createPost and updatePost: a submission reads one post, not every post.
			db.exec(`
				CREATE TABLE post_forms (
					form_id TEXT NOT NULL,
					post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
					PRIMARY KEY (form_id, post_id)
				);
				CREATE INDEX post_forms_post ON post_forms (post_id);
			`);
			const posts = db
				.prepare<[], { id: number; content: string }>('SELECT id, content FROM posts')
				.all();
			for (const post of posts) {
				indexPostForms(db, post.id, post.content);
			}
		},
	},
	{
		version: 4,
		description: "an image's size in pixels and its caption",
		up: (db) => {
			// Null for files that are not images (and for images uploaded before this step).
			db.exec(`
				ALTER TABLE media ADD COLUMN width INTEGER;
				ALTER TABLE media ADD COLUMN height INTEGER;
				ALTER TABLE media ADD COLUMN caption TEXT NOT NULL DEFAULT '';
			`);
		},
	},
	{
		version: 5,
		description: "the site's users, with their roles",
		up: (db) => {
			// The stand-in site's users. Each has a REST nonce (src/data/user-nonces.ts); user 1's
			// is the data folder's nonce. Capabilities come from the role (src/data/users.ts).
			db.exec(`
				CREATE TABLE users (
					id INTEGER PRIMARY KEY,
					login TEXT NOT NULL UNIQUE COLLATE NOCASE,
					display_name TEXT NOT NULL,
					role TEXT NOT NULL CHECK (role IN ('administrator', 'editor', 'author'))
				);
			`);
			const insert = db.prepare<[number, string, string, string]>(
				'INSERT INTO users (id, login, display_name, role) VALUES (?, ?, ?, ?)'
			);
			for (const user of DEMO_USERS) {
				insert.run(user.id, user.login, user.name, user.role);
			}
		},
	},
	{
		version: 6,
		description: 'the AI prompt library',
		up: (db) => {
			// `name_key` is the name trimmed and lowercased: a name is unique among the prompts
			// its author can see (src/data/ai-prompts.ts checks it). `scopes` is a JSON array.
			db.exec(`
				CREATE TABLE ai_prompts (
					id INTEGER PRIMARY KEY AUTOINCREMENT,
					author_id INTEGER NOT NULL REFERENCES users (id),
					name TEXT NOT NULL,
					name_key TEXT NOT NULL,
					text TEXT NOT NULL,
					scopes TEXT NOT NULL,
					visibility TEXT NOT NULL CHECK (visibility IN ('site', 'private')),
					created_at TEXT NOT NULL,
					modified_at TEXT NOT NULL
				);
				CREATE INDEX ai_prompts_name ON ai_prompts (name_key);
				CREATE INDEX ai_prompts_author ON ai_prompts (author_id);
			`);
		},
	},
	{
		version: 7,
		description: "posts' excerpts, the site's tags and categories, and each post's terms",
		up: (db) => {
			// One id sequence for both taxonomies, as WordPress's term ids (src/data/terms.ts).
			// `parent` is a category's parent category, 0 for none; tags have none.
			db.exec(`
				ALTER TABLE posts ADD COLUMN excerpt TEXT NOT NULL DEFAULT '';
				CREATE TABLE terms (
					id INTEGER PRIMARY KEY AUTOINCREMENT,
					taxonomy TEXT NOT NULL CHECK (taxonomy IN ('post_tag', 'category')),
					name TEXT NOT NULL,
					slug TEXT NOT NULL,
					parent INTEGER NOT NULL DEFAULT 0,
					UNIQUE (taxonomy, slug)
				);
				CREATE TABLE post_terms (
					post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
					term_id INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
					PRIMARY KEY (post_id, term_id)
				);
				CREATE INDEX post_terms_term ON post_terms (term_id);
			`);
			const insert = db.prepare<[number, string, string]>(
				"INSERT INTO terms (id, taxonomy, name, slug) VALUES (?, 'category', ?, ?)"
			);
			for (const category of DEMO_CATEGORIES) {
				insert.run(category.id, category.name, category.slug);
			}
			// Every post has a category in WordPress: the posts made before this step get the default one.
			db.prepare<[number]>('INSERT INTO post_terms (post_id, term_id) SELECT id, ? FROM posts').run(
				DEFAULT_CATEGORY_ID
			);
		},
	},
];
