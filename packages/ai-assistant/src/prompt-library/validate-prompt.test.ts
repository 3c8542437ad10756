import { AI_PROMPTS_CONTRACT, type AiPromptInput } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { checkPrompt, nameTakenMessage, promptLength } from './validate-prompt';

const { messages, nameMaxLength, textMaxLength } = AI_PROMPTS_CONTRACT;
const GOOD: AiPromptInput = {
	name: 'Friendly',
	text: 'Make it friendlier.',
	scopes: ['paragraph'],
	visibility: 'site',
};

/** A contract message with its placeholders filled in, as the site sends it. */
const fill = (message: string, values: Record<string, string | number>) =>
	message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

describe('checkPrompt', () => {
	it('finds nothing wrong with a good prompt', () => {
		expect(checkPrompt(GOOD)).toEqual({});
	});

	it('says what is missing in the site’s own words', () => {
		expect(checkPrompt({ ...GOOD, name: '  ', text: '\n', scopes: [] })).toEqual({
			name: messages.nameRequired,
			text: messages.textRequired,
			scopes: messages.scopesRequired,
		});
	});

	it('counts characters as code points, after trimming, as the site does', () => {
		const emoji = '😀';
		expect(promptLength(` ${emoji.repeat(3)} `)).toBe(3);
		expect(checkPrompt({ ...GOOD, name: emoji.repeat(nameMaxLength) })).toEqual({});
		expect(checkPrompt({ ...GOOD, name: emoji.repeat(nameMaxLength + 1) })).toEqual({
			name: fill(messages.nameTooLong, { maxLength: nameMaxLength }),
		});
		expect(checkPrompt({ ...GOOD, text: `  ${'é'.repeat(textMaxLength)}  ` })).toEqual({});
		expect(checkPrompt({ ...GOOD, text: 'é'.repeat(textMaxLength + 1) })).toEqual({
			text: fill(messages.textTooLong, { maxLength: textMaxLength }),
		});
	});

	it('finds a name already used, ignoring case and the spaces at its ends', () => {
		expect(checkPrompt({ ...GOOD, name: ' friendly ' }, ['Summary', 'FRIENDLY'])).toEqual({
			name: fill(messages.nameTaken, { name: 'friendly' }),
		});
		expect(nameTakenMessage(' Summary ')).toBe(fill(messages.nameTaken, { name: 'Summary' }));
	});
});
