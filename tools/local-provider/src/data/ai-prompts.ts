import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { nameKey, type PromptInput } from '../prompts/read-prompt';
import { PROMPT_SCOPES, type AiPromptScope, type AiPromptVisibility } from '../prompts/contract';

/** A saved prompt as the `ai_prompts` table holds it (migration 6), with its author's name. */
export interface AiPromptRecord {
	readonly id: number;
	readonly author_id: number;
	readonly author_name: string;
	readonly name: string;
	readonly text: string;
	readonly scopes: readonly AiPromptScope[];
	readonly visibility: AiPromptVisibility;
	readonly created_at: string;
	readonly modified_at: string;
}

interface Row extends Omit<AiPromptRecord, 'scopes'> {
	readonly scopes: string;
}

const scopesSchema = z.array(z.enum(PROMPT_SCOPES));

const recordOf = (row: Row): AiPromptRecord => ({
	...row,
	scopes: scopesSchema.parse(JSON.parse(row.scopes)),
});

const SELECT = `
	SELECT p.id, p.author_id, u.display_name AS author_name, p.name, p.text, p.scopes, p.visibility,
		p.created_at, p.modified_at
	FROM ai_prompts p JOIN users u ON u.id = p.author_id`;

/** What `userId` can see: the site's shared prompts and their own private ones. */
const VISIBLE_TO = `(p.visibility = 'site' OR p.author_id = ?)`;

/** The prompts the user can see, by name (ignoring case), then by id. */
export function listVisiblePrompts(db: Database, userId: number): AiPromptRecord[] {
	return db
		.prepare<[number], Row>(`${SELECT} WHERE ${VISIBLE_TO} ORDER BY p.name_key, p.id`)
		.all(userId)
		.map(recordOf);
}

/** The prompt, if the user can see it (another's private prompt is as good as missing). */
export function visiblePrompt(db: Database, id: number, userId: number): AiPromptRecord | undefined {
	const row = db
		.prepare<[number, number], Row>(`${SELECT} WHERE p.id = ? AND ${VISIBLE_TO}`)
		.get(id, userId);
	return row && recordOf(row);
}

/** How many prompts the author keeps, shared and private together. */
export function countPromptsOf(db: Database, authorId: number): number {
	const row = db
		.prepare<[number], { count: number }>('SELECT COUNT(*) AS count FROM ai_prompts WHERE author_id = ?')
		.get(authorId);
	return row?.count ?? 0;
}

/** Whether another prompt the author can see has this name (trimmed, ignoring case). */
export function nameTakenFor(db: Database, authorId: number, name: string, exceptId = 0): boolean {
	const row = db
		.prepare<[string, number, number], { id: number }>(
			`SELECT p.id FROM ai_prompts p WHERE p.name_key = ? AND ${VISIBLE_TO} AND p.id != ? LIMIT 1`
		)
		.get(nameKey(name), authorId, exceptId);
	return row !== undefined;
}

export function addPrompt(db: Database, authorId: number, input: PromptInput): AiPromptRecord {
	const now = new Date().toISOString();
	const { lastInsertRowid } = db
		.prepare<[number, string, string, string, string, string, string, string]>(
			`INSERT INTO ai_prompts (author_id, name, name_key, text, scopes, visibility, created_at, modified_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
		)
		.run(
			authorId,
			input.name,
			nameKey(input.name),
			input.text,
			JSON.stringify(input.scopes),
			input.visibility,
			now,
			now
		);
	return promptById(db, Number(lastInsertRowid));
}

/** Writes every property of the prompt again; its author stays. */
export function replacePrompt(db: Database, id: number, input: PromptInput): AiPromptRecord {
	db.prepare<[string, string, string, string, string, string, number]>(
		`UPDATE ai_prompts SET name = ?, name_key = ?, text = ?, scopes = ?, visibility = ?, modified_at = ?
		WHERE id = ?`
	).run(
		input.name,
		nameKey(input.name),
		input.text,
		JSON.stringify(input.scopes),
		input.visibility,
		new Date().toISOString(),
		id
	);
	return promptById(db, id);
}

export function deletePrompt(db: Database, id: number): void {
	db.prepare<[number]>('DELETE FROM ai_prompts WHERE id = ?').run(id);
}

function promptById(db: Database, id: number): AiPromptRecord {
	const row = db.prepare<[number], Row>(`${SELECT} WHERE p.id = ?`).get(id);
	if (!row) {
		throw new Error(`The prompt ${id} was just written, yet it is not there.`);
	}
	return recordOf(row);
}
