import type { Context } from 'hono';

import { RestError } from './rest-error';

/** At most this many fields are read from a form: more is not a form of ours. */
const MAX_FIELDS = 1000;

/**
 * A classic form POST (`application/x-www-form-urlencoded` or
 * `multipart/form-data`) as a `Map` from field name to its values, in order.
 * A `Map` has no prototype to collide with, so a field named `constructor` or
 * `__proto__` is just a field. Files are left out. Anything else answers 400.
 */
export async function readFormFields(c: Context): Promise<Map<string, string[]>> {
	const type = c.req.header('content-type') ?? '';
	if (!/^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
		throw new RestError(
			'rest_invalid_param',
			'Expected a form (application/x-www-form-urlencoded).',
			400
		);
	}
	let data: FormData;
	try {
		data = await c.req.formData();
	} catch {
		throw new RestError('rest_invalid_param', 'The form data could not be read.', 400);
	}
	const fields = new Map<string, string[]>();
	let count = 0;
	for (const [name, value] of data.entries()) {
		if (++count > MAX_FIELDS) {
			throw new RestError('rest_invalid_param', `A form may have at most ${MAX_FIELDS} fields.`, 400);
		}
		if (typeof value === 'string') {
			fields.set(name, [...(fields.get(name) ?? []), value]);
		}
	}
	return fields;
}

/** A page's own form: each field's first value. */
export async function readPageForm(c: Context): Promise<Map<string, string>> {
	const fields = await readFormFields(c);
	return new Map([...fields].map(([name, values]) => [name, values[0] ?? '']));
}
