import type { Context } from 'hono';

/** The route's numeric `id` parameter, or `undefined` when it is too big to be one. */
export function numericId(c: Context, name = 'id'): number | undefined {
	const id = Number(c.req.param(name));
	return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
