import type { EngineRequest } from './engine';

/** What the offline engine can do with a request. */
export type OfflineTask = 'correctSpelling' | 'summarize' | 'title' | 'unclear' | 'reply';

/** Delimiters the prompts wrap content in: five or three backticks. */
const FENCED = /(`{3,5})\n?([\s\S]*?)\n?\1/;

/** The text a request asks to work on: the fenced content, else what follows the first colon, else all of the last user message. */
export function subjectOf(request: EngineRequest): string {
	const users = request.messages.filter((message) => message.role === 'user');
	const last = (users.at(-1) ?? request.messages.at(-1))?.content ?? '';
	const all = request.messages.map((message) => message.content).join('\n');
	const fenced = FENCED.exec(last) ?? FENCED.exec(all);
	if (fenced?.[2] !== undefined) {
		return fenced[2].trim();
	}
	const colon = last.indexOf(':');
	return (colon >= 0 ? last.slice(colon + 1) : last).trim();
}

/** The task a request asks for, from the words of its instructions (the content itself left out). */
export function offlineTaskOf(request: EngineRequest): OfflineTask {
	const instructions = request.messages
		.map((message) => message.content.replace(FENCED, ' '))
		.join('\n')
		.toLowerCase();
	if (!/\p{L}/u.test(request.messages.map((message) => message.content).join(''))) {
		return 'unclear';
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
