import { aiPromptErrors, isApiError } from '@blockyard/api-client';

import { PROMPT_FIELDS, type PromptErrors, type PromptField } from './validate-prompt';

/** Why the site refused or failed a change: messages beside fields, and one for the whole form. */
export interface RefusedRequest {
	readonly fields: PromptErrors;
	/** Shown as a notice in the dialog: a refusal that names no field, or a failure. */
	readonly notice?: string;
}

const isField = (key: string): key is PromptField => (PROMPT_FIELDS as readonly string[]).includes(key);

/**
 * What to show for a failed request: each message of a refused prompt beside its field (400,
 * 409 for the name); the site's own message for another refusal (too many prompts, not
 * allowed, gone); `failure` for everything else (no answer, a server error).
 */
export function refusedRequest(error: unknown, failure: string): RefusedRequest {
	const fields: PromptErrors = {};
	const others: string[] = [];
	for (const [key, message] of Object.entries(aiPromptErrors(error) ?? {})) {
		if (isField(key)) {
			fields[key] = message;
		} else {
			others.push(message);
		}
	}
	if (others.length === 0 && Object.keys(fields).length > 0) {
		return { fields };
	}
	if (others.length === 0 && isApiError(error) && error.status < 500 && error.serverMessage !== '') {
		others.push(error.serverMessage);
	}
	return { fields, notice: others.length > 0 ? others.join(' ') : failure };
}
