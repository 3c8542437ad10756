import { describe, expect, it } from 'vitest';

import { buildPromptMessages } from '../prompts/build-prompt-messages';
import { savedPromptRequest } from './saved-prompt-request';

describe('savedPromptRequest', () => {
	it('asks the saved prompt about the block’s text, as a typed request would', () => {
		const request = savedPromptRequest('Make it sound like a pirate.');
		expect(request).toEqual({
			promptType: 'userPrompt',
			input: { request: 'Make it sound like a pirate.' },
		});

		// The transform adds the block's text as the content.
		const messages = buildPromptMessages({
			promptType: request.promptType,
			input: { ...request.input, content: 'The cat sat on the mat.' },
		});

		expect(messages.map(({ role }) => role)).toEqual(['system', 'user']);
		expect(messages[1]?.content).toBe(
			'Make it sound like a pirate.\n\nThe request applies to the text below.\n\n' +
				'`````\nThe cat sat on the mat.\n`````'
		);
	});
});
