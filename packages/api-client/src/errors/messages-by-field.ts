import * as z from 'zod/mini';

import { isApiError } from './api-error';

const messagesSchema = z.record(z.string(), z.string());

/**
 * The messages of a refused request by field, as the site's routes send them in the error's
 * `data.errors` (`{ "name": "Give the prompt a name." }`); `undefined` for any other error, or
 * an answer without them, so a caller shows its general message instead.
 */
export function messagesByField(error: unknown): Record<string, string> | undefined {
	if (!isApiError(error)) {
		return undefined;
	}
	const result = messagesSchema.safeParse(error.data.errors);
	return result.success ? result.data : undefined;
}
