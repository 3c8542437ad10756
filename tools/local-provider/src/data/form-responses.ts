import type { Database } from 'better-sqlite3';
import { fieldValuesOf, type FieldMap } from '../forms/field-values';

/** A stored contact form response. Times are ISO 8601 UTC strings. */
export interface FormResponseRecord {
	readonly id: number;
	readonly form_id: string;
	readonly post_id: number;
	readonly fields: FieldMap<string | string[]>;
	readonly user_agent: string;
	readonly created_at: string;
}

interface Row extends Omit<FormResponseRecord, 'fields'> {
	readonly fields: string;
}

const COLUMNS = 'id, form_id, post_id, fields, user_agent, created_at';

/** The most responses one list answers. */
export const FORM_RESPONSES_LIMIT = 100;

const recordOf = (row: Row): FormResponseRecord => ({
	...row,
	fields: (fieldValuesOf(JSON.parse(row.fields)) ?? {}) as FieldMap<string | string[]>,
});

export function addFormResponse(
	db: Database,
	response: Omit<FormResponseRecord, 'id' | 'created_at'>,
	now = new Date().toISOString()
): FormResponseRecord {
	const result = db
		.prepare<[string, number, string, string, string]>(
			'INSERT INTO form_responses (form_id, post_id, fields, user_agent, created_at) VALUES (?, ?, ?, ?, ?)'
		)
		.run(response.form_id, response.post_id, JSON.stringify(response.fields), response.user_agent, now);
	const row = db
		.prepare<[number], Row>(`SELECT ${COLUMNS} FROM form_responses WHERE id = ?`)
		.get(Number(result.lastInsertRowid));
	if (!row) {
		throw new Error('The new form response could not be read back.');
	}
	return recordOf(row);
}

/** Newest first, {@link FORM_RESPONSES_LIMIT} at most, of one form and/or one post when given. */
export function listFormResponses(
	db: Database,
	filter: { readonly formId?: string | undefined; readonly postId?: number | undefined }
): FormResponseRecord[] {
	const where: string[] = [];
	const params: (string | number)[] = [];
	if (filter.formId !== undefined) {
		where.push('form_id = ?');
		params.push(filter.formId);
	}
	if (filter.postId !== undefined) {
		where.push('post_id = ?');
		params.push(filter.postId);
	}
	const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
	return db
		.prepare<(string | number)[], Row>(
			`SELECT ${COLUMNS} FROM form_responses ${condition} ORDER BY created_at DESC, id DESC LIMIT ?`
		)
		.all(...params, FORM_RESPONSES_LIMIT)
		.map(recordOf);
}
