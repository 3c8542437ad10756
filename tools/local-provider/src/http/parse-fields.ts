import type * as z from 'zod';

import { RestError } from './rest-error';

/**
 * A page's query or form fields checked against `schema`, or 400 `rest_invalid_param`
 * with the first problem's message (unlike {@link invalidParams}, which lists every bad
 * parameter, a page's form says one thing at a time).
 */
export function parseFields<Schema extends z.ZodType>(
	schema: Schema,
	fields: Readonly<Record<string, string | undefined>>
): z.output<Schema> {
	const parsed = schema.safeParse(fields);
	if (!parsed.success) {
		throw new RestError(
			'rest_invalid_param',
			parsed.error.issues[0]?.message ?? 'Invalid parameters.',
			400
		);
	}
	return parsed.data;
}
