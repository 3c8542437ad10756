import { RestError } from '../http/rest-error';
import { characterCount } from '../text/character-count';
import {
	NAME_MAX_LENGTH,
	PROMPT_CODES,
	PROMPT_SCOPES,
	PROMPT_VISIBILITIES,
	promptMessage,
	TEXT_MAX_LENGTH,
	type AiPromptScope,
	type AiPromptVisibility,
} from './contract';

/** A prompt as an author wrote it, checked: name and text trimmed, scopes without repeats. */
export interface PromptInput {
	readonly name: string;
	readonly text: string;
	readonly scopes: readonly AiPromptScope[];
	readonly visibility: AiPromptVisibility;
}

/** The name as uniqueness compares it: trimmed, in lower case. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

const isScope = (value: string): value is AiPromptScope =>
	(PROMPT_SCOPES as readonly string[]).includes(value);
const isVisibility = (value: string): value is AiPromptVisibility =>
	(PROMPT_VISIBILITIES as readonly string[]).includes(value);

interface RawPrompt {
	readonly name: string;
	readonly text: string;
	readonly scopes: readonly string[];
	readonly visibility: string;
}

/** The body's four properties with their types, or `undefined` for any other body. */
function rawPrompt(body: unknown): RawPrompt | undefined {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		return undefined;
	}
	const { name, text, scopes, visibility } = body as Record<string, unknown>;
	if (
		typeof name !== 'string' ||
		typeof text !== 'string' ||
		typeof visibility !== 'string' ||
		!Array.isArray(scopes) ||
		!scopes.every((scope): scope is string => typeof scope === 'string')
	) {
		return undefined;
	}
	return { name, text, scopes, visibility };
}

/**
 * The prompt of a request's JSON body. A body that is not `{ name, text, scopes, visibility }`
 * with a string, a string, an array of strings and a string throws 400 `badBody`; invalid
 * values throw 400 `invalid` with `data.errors`, a message for every invalid property.
 */
export function readPrompt(body: unknown): PromptInput {
	const raw = rawPrompt(body);
	if (!raw) {
		throw new RestError(PROMPT_CODES.badBody, promptMessage('badBody'), 400);
	}
	const name = raw.name.trim();
	const text = raw.text.trim();
	const errors: Record<string, string> = {};
	if (name === '') {
		errors['name'] = promptMessage('nameRequired');
	} else if (characterCount(name) > NAME_MAX_LENGTH) {
		errors['name'] = promptMessage('nameTooLong', { maxLength: NAME_MAX_LENGTH });
	}
	if (text === '') {
		errors['text'] = promptMessage('textRequired');
	} else if (characterCount(text) > TEXT_MAX_LENGTH) {
		errors['text'] = promptMessage('textTooLong', { maxLength: TEXT_MAX_LENGTH });
	}
	if (raw.scopes.length === 0) {
		errors['scopes'] = promptMessage('scopesRequired');
	} else if (!raw.scopes.every(isScope)) {
		errors['scopes'] = promptMessage('scopeUnknown');
	}
	const visibility = isVisibility(raw.visibility) ? raw.visibility : undefined;
	if (visibility === undefined) {
		errors['visibility'] = promptMessage('visibilityUnknown');
	}
	const first = Object.values(errors)[0];
	if (first !== undefined || visibility === undefined) {
		// The answer's message is the first invalid property's; `data.errors` holds them all.
		throw new RestError(PROMPT_CODES.invalid, first ?? promptMessage('visibilityUnknown'), 400, {
			errors,
		});
	}
	return {
		name,
		text,
		scopes: [...new Set(raw.scopes.filter(isScope))],
		visibility,
	};
}
