import type * as z from 'zod';

import { RestError } from './rest-error';

/** A zod failure as WordPress's 400 `rest_invalid_param`, naming each bad parameter. */
export function invalidParams(error: z.ZodError): RestError {
	const params: Record<string, string> = {};
	for (const issue of error.issues) {
		const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
		params[name] ??= issue.message;
	}
	return new RestError(
		'rest_invalid_param',
		`Invalid parameter(s): ${Object.keys(params).join(', ')}`,
		400,
		{
			params,
		}
	);
}
