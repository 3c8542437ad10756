import { carriesImage, textOf, type EngineRequest } from './engine';

/** What the offline engine can do with a request. */
export type OfflineTask =
	| 'form'
	| 'altText'
	| 'excerpt'
	| 'tags'
	| 'continuation'
	| 'correctSpelling'
	| 'summarize'
	| 'title'
	| 'unclear'
	| 'reply';

/** Delimiters the prompts wrap content in: five or three backticks. */
export const FENCED = /(`{3,5})\n?([\s\S]*?)\n?\1/;

/**
 * The message the offline engine works from: the last user message, or all
 * messages together when there is none. A system prompt is only context: its
 * words (a mention of "title") must not pick the task.
 */
export function requestText(request: EngineRequest): string {
	const lastUser = request.messages.findLast((message) => message.role === 'user');
	return lastUser !== undefined ? textOf(lastUser) : request.messages.map(textOf).join('\n');
}

/** The text a request asks to work on (from {@link requestText}): the fenced content, else what follows the first colon, else all of it. */
export function subjectOf(request: EngineRequest): string {
	const text = requestText(request);
	const fenced = FENCED.exec(text);
	if (fenced?.[2] !== undefined) {
		return fenced[2].trim();
	}
	const colon = text.indexOf(':');
	return (colon >= 0 ? text.slice(colon + 1) : text).trim();
}

/**
 * The task a request asks for, from the words of its instructions (the
 * {@link requestText} without its fenced content); any request that carries
 * an image is `altText`, which the offline engine refuses.
 */
export function offlineTaskOf(request: EngineRequest): OfflineTask {
	if (carriesImage(request)) {
		return 'altText';
	}
	const text = requestText(request);
	if (!/\p{L}/u.test(text)) {
		return 'unclear';
	}
	if (isFormRequest(request)) {
		return 'form';
	}
	const instructions = text.replace(FENCED, ' ').toLowerCase();
	if (/\balt(ernative)? text\b/.test(instructions)) {
		return 'altText';
	}
	if (/\bexcerpt\b/.test(instructions)) {
		return 'excerpt';
	}
	if (/\btags\b/.test(instructions) && /\bcategor/.test(instructions)) {
		return 'tags';
	}
	if (/\bcontinu(e|ation)\b/.test(instructions)) {
		return 'continuation';
	}
	if (/spell|grammar|typo|proofread/.test(instructions)) {
		return 'correctSpelling';
	}
	if (/summar|tl;dr/.test(instructions)) {
		return 'summarize';
	}
	if (/\btitle\b|headline/.test(instructions)) {
		return 'title';
	}
	return 'reply';
}

/** The feature name Form AI sends its requests with. */
export const FORM_AI_FEATURE = 'jetpack-form-ai-extension';

/**
 * A request for a contact form as block markup: sent by Form AI (its
 * `feature`), or instructions that ask for `blockyard/contact-form` markup.
 */
export function isFormRequest(request: EngineRequest): boolean {
	if (request.feature === FORM_AI_FEATURE) {
		return true;
	}
	const instructions = requestText(request).replace(FENCED, ' ');
	return (
		instructions.includes('blockyard/contact-form') ||
		(/\bcontact form\b/i.test(instructions) && /\bblock markup\b/i.test(instructions))
	);
}
