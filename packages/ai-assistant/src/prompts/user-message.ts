import { DEFAULT_TONE, TONES, type AiRequest, type PromptInput, type PromptType, type Tone } from '../types';
import { wrapInDelimiter } from './delimiter';
import { isLanguageCode, languageName } from './languages';
import { PromptInputError } from './prompt-input-error';
import { isTone } from './tones';

/** Every transform but a translation keeps the language of its text. */
const SAME_LANGUAGE = 'Answer in the same language as the text, never translating it.';

/** A required text field, trimmed; empty or whitespace-only counts as missing. */
function required(
	promptType: PromptType,
	input: PromptInput,
	field: 'request' | 'content' | 'postTitle'
): string {
	const value = input[field]?.trim() ?? '';
	if (value === '') {
		throw new PromptInputError(promptType, field);
	}
	return value;
}

/** An instruction followed by the delimited text it works on. */
const onText = (instruction: string, text: string): string => `${instruction}\n\n${wrapInDelimiter(text)}`;

function toneOf(input: PromptInput): Tone {
	const tone: unknown = input.tone ?? DEFAULT_TONE;
	if (!isTone(tone)) {
		throw new PromptInputError('changeTone', 'tone', `one of ${TONES.join(', ')}`);
	}
	return tone;
}

/** What the user typed, applied to the text when there is one; the text alone is the request when nothing was typed. */
function userPrompt(input: PromptInput): string {
	const request = input.request?.trim() ?? '';
	const content = input.content?.trim() ?? '';
	if (request === '' && content === '') {
		throw new PromptInputError('userPrompt', 'requestOrContent');
	}
	if (content === '') {
		return request;
	}
	return request === '' ? content : onText(`${request}\n\nThe request applies to the text below.`, content);
}

function formPrompt(input: PromptInput): string {
	const request = required('jetpackFormCustomPrompt', input, 'request');
	const instruction =
		'Build a contact form as WordPress block markup: one blockyard/contact-form block whose inner blocks are ' +
		'its field blocks (name, email, text, textarea, checkbox, date, telephone, url, checkbox-multiple, radio, ' +
		'select, consent) followed by one blockyard/button block that submits the form. ' +
		'Reply with the block markup only. The form should be:\n\n' +
		request;
	const current = input.content?.trim() ?? '';
	return current === ''
		? instruction
		: onText(`${instruction}\n\nChange the current form, below.`, current);
}

/**
 * The user message of a request: the instruction of its prompt type with the
 * delimited text it works on. Throws a {@link PromptInputError} when input the
 * type needs is missing.
 *
 * @example
 * userMessageContent({ promptType: 'summarize', input: { content: 'Long text…' } });
 * // 'Summarize the text below. …\n\n`````\nLong text…\n`````'
 */
export function userMessageContent(request: AiRequest): string {
	const { promptType, input } = request;
	const content = (): string => required(promptType, input, 'content');
	switch (promptType) {
		case 'titleSummary':
			return onText(
				'Write a short summary for a post based on its title, below. ' +
					'Answer in the same language as the title, never translating it.',
				required(promptType, input, 'postTitle')
			);
		case 'continue':
			return onText(
				'Continue writing the text below from where it ends. Reply with the new text only; do not repeat the text. ' +
					SAME_LANGUAGE,
				content()
			);
		case 'simplify':
			return onText(
				'Simplify the text below: use simpler words and shorter sentences, and keep its meaning and formatting. ' +
					SAME_LANGUAGE,
				content()
			);
		case 'correctSpelling':
			return onText(
				'Correct the spelling and grammar of the text below, and nothing else: keep its words, style, meaning ' +
					'and formatting. ' +
					SAME_LANGUAGE,
				content()
			);
		case 'generateTitle':
			return onText(
				'Write one title for the text below. Reply with the title only, on a single line, as plain text: ' +
					'no quotes, no Markdown. ' +
					SAME_LANGUAGE,
				content()
			);
		case 'makeLonger':
			return onText(
				'Make the text below longer: expand it with more detail, and keep its meaning, style and formatting. ' +
					SAME_LANGUAGE,
				content()
			);
		case 'makeShorter':
			return onText(
				'Make the text below shorter: keep its main points, style and formatting. ' + SAME_LANGUAGE,
				content()
			);
		case 'changeTone': {
			const text = content();
			const tone = toneOf(input);
			const article = /^[aeiou]/.test(tone) ? 'an' : 'a';
			return onText(
				`Rewrite the text below in ${article} ${tone} tone, and keep its meaning and formatting. ` +
					SAME_LANGUAGE,
				text
			);
		}
		case 'summarize':
			return onText('Summarize the text below. ' + SAME_LANGUAGE, content());
		case 'changeLanguage': {
			const text = content();
			if (!isLanguageCode(input.language)) {
				throw new PromptInputError(promptType, 'language');
			}
			return onText(
				`Translate the text below into ${languageName(input.language)}. Keep its meaning and formatting, ` +
					'and reply with the translation only.',
				text
			);
		}
		case 'userPrompt':
			return userPrompt(input);
		case 'jetpackFormCustomPrompt':
			return formPrompt(input);
		default:
			return unknownType(promptType);
	}
}

function unknownType(promptType: never): never {
	throw new TypeError(`Unknown prompt type: ${String(promptType)}.`);
}
