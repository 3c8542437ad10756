import type { Context } from 'hono';
import type * as z from 'zod';

import { RestError } from './rest-error';
import { invalidParams } from './invalid-params';

/**
 * The request's JSON body, checked against `schema`. An empty body counts as
 * `{}`. Bad JSON answers 400 `rest_invalid_json`, a wrong shape 400
 * `rest_invalid_param` (both as WordPress names them).
 */
export async function readJsonBody<Schema extends z.ZodType>(
	c: Context,
	schema: Schema
): Promise<z.output<Schema>> {
	const text = await c.req.text();
	let value: unknown = {};
	if (text.trim() !== '') {
		try {
			value = JSON.parse(text);
		} catch {
			throw new RestError('rest_invalid_json', 'Invalid JSON body passed.', 400);
		}
	}
	const result = schema.safeParse(value);
	if (!result.success) {
		throw invalidParams(result.error);
	}
	return result.data;
}
