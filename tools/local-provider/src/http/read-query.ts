import type { Context } from 'hono';
import type * as z from 'zod';

import { invalidParams } from './invalid-params';

/** The query string, checked against `schema`; a wrong one answers 400 `rest_invalid_param`. */
export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
	const result = schema.safeParse(c.req.query());
	if (!result.success) {
		throw invalidParams(result.error);
	}
	return result.data;
}
