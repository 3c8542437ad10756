import type { AiMessage } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { LANGUAGES, PROMPT_TYPES, TONES, type AiRequest, type PromptInput, type PromptType } from '../types';
import { buildPromptMessages } from './build-prompt-messages';
import { PromptInputError, type PromptInputField } from './prompt-input-error';

const CONTENT = 'Die Katze sitzt auf der Matte.';
const FULL: PromptInput = {
	request: 'Make it rhyme',
	content: CONTENT,
	postTitle: 'Katzen',
	tone: 'humorous',
	language: 'fr',
};

const build = (promptType: PromptType, input: PromptInput = FULL, history?: readonly AiMessage[]) =>
	buildPromptMessages({ promptType, input }, history);

const userOf = (promptType: PromptType, input: PromptInput = FULL): string => {
	const last = build(promptType, input).at(-1);
	expect(last?.role).toBe('user');
	return last?.content ?? '';
};

/** The offline engine's fence pattern (tools/local-provider/src/ai/offline-task.ts). */
const FENCED = /(`{3,5})\n?([\s\S]*?)\n?\1/;

describe('buildPromptMessages', () => {
	it.each(PROMPT_TYPES)('builds a system message and one user message for %s', (promptType) => {
		const messages = build(promptType);
		expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
		expect(messages[1]?.content.trim()).not.toBe('');
	});

	it('places the history between the system message, dropping its system and function messages', () => {
		const history: AiMessage[] = [
			{ role: 'system', content: 'Old system prompt' },
			{ role: 'user', content: 'First' },
			{ role: 'assistant', content: 'Reply' },
			{ role: 'function', content: '{}', name: 'fn' },
		];
		const messages = build('simplify', FULL, history);
		expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
		expect(messages[0]?.content).not.toBe('Old system prompt');
		expect(messages.slice(1, 3)).toEqual([history[1], history[2]]);
	});

	it('does not change the history it is given', () => {
		const history: AiMessage[] = [{ role: 'user', content: 'First' }];
		build('summarize', FULL, history);
		expect(history).toEqual([{ role: 'user', content: 'First' }]);
	});

	it('wraps the content in the delimiter, stripping fences inside, so the engine finds it', () => {
		const content = userOf('correctSpelling', { content: 'Teh `````cat````` ```sat```.' });
		expect(content).toContain('`````\nTeh cat sat.\n`````');
		expect(FENCED.exec(content)?.[2]).toBe('Teh cat sat.');
	});

	it('trims the content it wraps', () => {
		expect(userOf('summarize', { content: '\n  Text  \n' })).toContain('`````\nText\n`````');
	});
});

describe('the instruction of each prompt type', () => {
	it('titleSummary writes a short summary from the post title', () => {
		const content = userOf('titleSummary', { postTitle: 'Why cats sit on mats' });
		expect(content).toMatch(/short summary/);
		expect(content).toContain('`````\nWhy cats sit on mats\n`````');
		expect(content).toMatch(/same language as the title/);
	});

	it('continue asks not to repeat the text', () => {
		expect(userOf('continue')).toMatch(/Continue writing.*do not repeat/s);
	});

	it('correctSpelling corrects spelling and grammar only', () => {
		expect(userOf('correctSpelling')).toMatch(/spelling and grammar.*nothing else/s);
	});

	it('generateTitle asks for one title, without quotes or Markdown', () => {
		const content = userOf('generateTitle');
		expect(content).toMatch(/one title/);
		expect(content).toMatch(/no quotes, no Markdown/);
		expect(content).not.toMatch(/summar/i);
	});

	it('changeTone names the tone, formal by default', () => {
		for (const tone of TONES) {
			expect(userOf('changeTone', { content: CONTENT, tone })).toMatch(new RegExp(`an? ${tone} tone`));
		}
		expect(userOf('changeTone', { content: CONTENT })).toContain('a formal tone');
	});

	it('changeLanguage translates into the language by its English name', () => {
		expect(userOf('changeLanguage', { content: CONTENT, language: 'ja' })).toMatch(
			/Translate .* into Japanese/
		);
		for (const language of LANGUAGES) {
			expect(() => build('changeLanguage', { content: CONTENT, language })).not.toThrow();
		}
	});

	it('userPrompt sends the request alone, or applied to the content', () => {
		expect(userOf('userPrompt', { request: '  Write a haiku  ' })).toBe('Write a haiku');
		expect(userOf('userPrompt', { request: 'Write a haiku', content: ' \n' })).toBe('Write a haiku');
		const withContent = userOf('userPrompt', { request: 'Make it rhyme', content: CONTENT });
		expect(withContent.startsWith('Make it rhyme\n\n')).toBe(true);
		expect(withContent).toContain(`\`\`\`\`\`\n${CONTENT}\n\`\`\`\`\``);
	});

	it('userPrompt with content and no request sends the content as the request', () => {
		expect(userOf('userPrompt', { content: `  ${CONTENT}\n` })).toBe(CONTENT);
		expect(userOf('userPrompt', { request: ' ', content: CONTENT })).toBe(CONTENT);
	});

	it('jetpackFormCustomPrompt asks for a contact form as block markup', () => {
		const content = userOf('jetpackFormCustomPrompt', { request: 'A signup form with a name field' });
		expect(content).toContain('blockyard/contact-form');
		expect(content).toContain('blockyard/button');
		expect(content).toContain('A signup form with a name field');
		expect(content).not.toContain('`````');
		expect(
			userOf('jetpackFormCustomPrompt', { request: 'Add a phone field', content: '<!-- wp:x /-->' })
		).toContain('`````\n<!-- wp:x /-->\n`````');
	});

	const KEEP_LANGUAGE: readonly PromptType[] = [
		'correctSpelling',
		'simplify',
		'changeTone',
		'makeLonger',
		'makeShorter',
		'summarize',
		'continue',
		'generateTitle',
	];

	it.each(KEEP_LANGUAGE)('%s keeps the language of the text', (promptType) => {
		expect(userOf(promptType)).toMatch(/same language as the text, never translating it/);
		expect(userOf(promptType)).not.toMatch(/French|translate /i);
	});

	it('only changeLanguage asks for a translation', () => {
		expect(userOf('changeLanguage')).not.toMatch(/same language/);
		for (const promptType of PROMPT_TYPES.filter((type) => type !== 'changeLanguage')) {
			expect(userOf(promptType)).not.toMatch(/translate (?:the|it|into)/i);
		}
	});
});

describe('missing input', () => {
	const cases: ReadonlyArray<[PromptType, PromptInput, PromptInputField, string]> = [
		['userPrompt', {}, 'requestOrContent', 'The userPrompt prompt needs a request or content.'],
		[
			'userPrompt',
			{ request: '  \n ', content: ' ' },
			'requestOrContent',
			'The userPrompt prompt needs a request or content.',
		],
		[
			'jetpackFormCustomPrompt',
			{ content: CONTENT },
			'request',
			'The jetpackFormCustomPrompt prompt needs a request.',
		],
		['titleSummary', { content: CONTENT }, 'postTitle', 'The titleSummary prompt needs a post title.'],
		['continue', { content: ' ' }, 'content', 'The continue prompt needs content.'],
		['simplify', {}, 'content', 'The simplify prompt needs content.'],
		['correctSpelling', { request: 'x' }, 'content', 'The correctSpelling prompt needs content.'],
		['generateTitle', { postTitle: 'x' }, 'content', 'The generateTitle prompt needs content.'],
		['makeLonger', {}, 'content', 'The makeLonger prompt needs content.'],
		['makeShorter', {}, 'content', 'The makeShorter prompt needs content.'],
		['changeTone', { tone: 'formal' }, 'content', 'The changeTone prompt needs content.'],
		['summarize', {}, 'content', 'The summarize prompt needs content.'],
		['changeLanguage', { language: 'fr' }, 'content', 'The changeLanguage prompt needs content.'],
		['changeLanguage', { content: CONTENT }, 'language', 'The changeLanguage prompt needs a language.'],
	];

	it.each(cases)('%s with %j is missing %s', (promptType, input, missing, message) => {
		const error = (() => {
			try {
				build(promptType, input);
			} catch (caught) {
				return caught;
			}
			return undefined;
		})();
		expect(error).toBeInstanceOf(PromptInputError);
		expect(error).toMatchObject({ name: 'PromptInputError', promptType, missing, message });
	});

	it('rejects a tone or language that is not one of ours', () => {
		const badTone = { content: CONTENT, tone: 'loud' } as unknown as PromptInput;
		expect(() => build('changeTone', badTone)).toThrow(
			expect.objectContaining({
				missing: 'tone',
				message: expect.stringMatching(/^The changeTone prompt needs a tone: one of formal, /),
			})
		);
		const badLanguage = { content: CONTENT, language: 'nl' } as unknown as PromptInput;
		expect(() => build('changeLanguage', badLanguage)).toThrow(
			expect.objectContaining({ missing: 'language' })
		);
	});

	it('rejects an unknown prompt type', () => {
		const request = { promptType: 'haiku', input: FULL } as unknown as AiRequest;
		expect(() => buildPromptMessages(request)).toThrow(TypeError);
	});
});
