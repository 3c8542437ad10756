import { describe, expect, it } from 'vitest';

import { assistantRequest } from './assistant-request';

describe('assistantRequest', () => {
	it('keeps the prompt type and input, and says whether the reply is block markup', () => {
		expect(
			assistantRequest(
				'changeTone',
				{ content: 'Hello.', tone: 'humorous' },
				{ useGutenbergSyntax: true, customSystemPrompt: '' }
			)
		).toEqual({
			promptType: 'changeTone',
			input: { content: 'Hello.', tone: 'humorous', useGutenbergSyntax: true },
		});
	});

	it('leaves out a blank system prompt of the block', () => {
		const { input } = assistantRequest(
			'userPrompt',
			{ request: 'A haiku' },
			{ useGutenbergSyntax: false, customSystemPrompt: ' \n\t' }
		);
		expect(input).not.toHaveProperty('customSystemPrompt');
	});

	it('sends the block’s own system prompt as it was written', () => {
		const { input } = assistantRequest(
			'userPrompt',
			{ request: 'A haiku' },
			{ useGutenbergSyntax: false, customSystemPrompt: '  Answer in French.\n' }
		);
		expect(input.customSystemPrompt).toBe('  Answer in French.\n');
	});

	it('takes the block’s settings over the input’s', () => {
		const { input } = assistantRequest(
			'userPrompt',
			{ request: 'A haiku', useGutenbergSyntax: true, customSystemPrompt: 'Be brief.' },
			{ useGutenbergSyntax: false, customSystemPrompt: 'Be long.' }
		);
		expect(input).toEqual({
			request: 'A haiku',
			useGutenbergSyntax: false,
			customSystemPrompt: 'Be long.',
		});
	});
});
