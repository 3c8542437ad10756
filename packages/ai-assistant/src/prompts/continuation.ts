import { AI_CONTINUATION_INSTRUCTION, AI_CONTINUATION_MAX_WORDS } from '@blockyard/api-client';

import { wrapInDelimiter } from './delimiter';
import {
	oneLine,
	plainReply,
	SUGGESTION_SYSTEM_PROMPT,
	unreadable,
	type SuggestionReply,
	type SuggestionRequest,
} from './suggestion-result';

/** The most characters of a paragraph a continuation request sends: its end, where it goes on. */
export const CONTINUATION_CONTEXT_MAX_CHARS = 2_000;

/** Where a sentence ends: Latin and CJK full stops, question and exclamation marks, an ellipsis. */
const SENTENCE_END = /[.!?…。！？]/u;

/**
 * A word: a letter or digit and what goes on with it, or one character of a script written
 * without spaces (Chinese, Japanese), where each counts as a word.
 */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/** Fewer words than this do not make a sentence worth continuing. */
const SENTENCE_MIN_WORDS = 3;

/**
 * Whether `text` holds a whole sentence: at least three words, then a sentence's end. Ghost text
 * asks for nothing shorter.
 *
 * @example
 * hasWholeSentence('Bees make honey.'); // true
 * hasWholeSentence('Bees make honey'); // false: not ended
 * hasWholeSentence('Hi there.'); // false: two words
 */
export function hasWholeSentence(text: string): boolean {
	return text
		.split(new RegExp(`(?<=${SENTENCE_END.source})`, 'u'))
		.some(
			(sentence) =>
				SENTENCE_END.test(sentence) && (sentence.match(WORD)?.length ?? 0) >= SENTENCE_MIN_WORDS
		);
}

/**
 * The messages of a continuation of a paragraph: the system prompt, then
 * `AI_CONTINUATION_INSTRUCTION` with the paragraph's text (its last
 * {@link CONTINUATION_CONTEXT_MAX_CHARS} characters) in the delimiter. Sends that text only:
 * nothing of the rest of the post. None without a whole sentence. Pure.
 */
export function buildContinuationMessages(paragraph: string): SuggestionRequest {
	const text = paragraph.trim().slice(-CONTINUATION_CONTEXT_MAX_CHARS).trim();
	if (!hasWholeSentence(text)) {
		return { ok: false, missing: 'postText' };
	}
	return {
		ok: true,
		messages: [
			{ role: 'system', content: SUGGESTION_SYSTEM_PROMPT },
			{ role: 'user', content: `${AI_CONTINUATION_INSTRUCTION}\n\n${wrapInDelimiter(text)}` },
		],
	};
}

/**
 * The continuation read from the model's reply: plain text on one line, without the paragraph
 * when the reply repeats it, cut to `AI_CONTINUATION_MAX_WORDS` words; unreadable when nothing
 * is left. Pure.
 *
 * @example
 * parseContinuationReply('Bees make honey. They also pollinate.', 'Bees make honey.');
 * // { ok: true, value: 'They also pollinate.' }
 */
export function parseContinuationReply(reply: string, paragraph: string): SuggestionReply<string> {
	const text = plainReply(reply);
	const before = oneLine(paragraph);
	const rest = before !== '' && text.startsWith(before) ? text.slice(before.length).trim() : text;
	const words = rest.split(' ').filter((word) => word !== '');
	const value = words.slice(0, AI_CONTINUATION_MAX_WORDS).join(' ');
	return value === '' ? unreadable : { ok: true, value };
}
