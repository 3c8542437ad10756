import type { PromptType } from '../types';

/** The input a prompt builder found missing (or not one of the known values, for tone and language). */
export type PromptInputField = 'request' | 'content' | 'requestOrContent' | 'postTitle' | 'tone' | 'language';

const NEEDS: Record<PromptInputField, string> = {
	request: 'a request',
	content: 'content',
	requestOrContent: 'a request or content',
	postTitle: 'a post title',
	tone: 'a tone',
	language: 'a language',
};

/**
 * A prompt was built without the input its type needs. A developer error,
 * so its message is plain English, never shown to users.
 *
 * @example
 * new PromptInputError('jetpackFormCustomPrompt', 'request').message; // 'The jetpackFormCustomPrompt prompt needs a request.'
 */
export class PromptInputError extends Error {
	override readonly name = 'PromptInputError';
	readonly promptType: PromptType;
	readonly missing: PromptInputField;

	constructor(promptType: PromptType, missing: PromptInputField, detail?: string) {
		super(`The ${promptType} prompt needs ${NEEDS[missing]}${detail ? `: ${detail}` : ''}.`);
		this.promptType = promptType;
		this.missing = missing;
	}
}
