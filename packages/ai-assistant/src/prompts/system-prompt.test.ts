import { UNCLEAR_PROMPT_MARKER } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { PROMPT_TYPES, type AiRequest } from '../types';
import { systemPrompt, wantsBlockMarkup } from './system-prompt';

const request = (
	overrides: Partial<AiRequest['input']> = {},
	promptType: AiRequest['promptType'] = 'simplify'
) => ({
	promptType,
	input: { content: 'Some text.', ...overrides },
});

describe('systemPrompt', () => {
	it('asks for Markdown by default and names the unclear-prompt marker', () => {
		const prompt = systemPrompt(request());
		expect(prompt).toContain('Markdown');
		expect(prompt).not.toContain('<!-- wp:');
		expect(prompt).toContain(UNCLEAR_PROMPT_MARKER);
		expect(prompt).toContain('five backticks');
		expect(prompt).not.toContain('```');
	});

	it('asks for block markup with useGutenbergSyntax', () => {
		const prompt = systemPrompt(request({ useGutenbergSyntax: true }));
		expect(prompt).toContain('<!-- wp:paragraph -->');
		expect(prompt).toContain('not Markdown');
		expect(prompt).toContain('core blocks');
	});

	it('asks a form for block markup without limiting it to core blocks', () => {
		const form = request({ request: 'A signup form' }, 'jetpackFormCustomPrompt');
		expect(wantsBlockMarkup(form)).toBe(true);
		expect(systemPrompt(form)).toContain('<!-- wp:paragraph -->');
		expect(systemPrompt(form)).not.toContain('core blocks');
	});

	it('uses a non-empty custom system prompt as it is', () => {
		expect(systemPrompt(request({ customSystemPrompt: 'You are a pirate.' }))).toBe('You are a pirate.');
		expect(systemPrompt(request({ customSystemPrompt: '  ' }))).toContain('writing assistant');
	});

	it('adds the block-markup rule to a custom system prompt with useGutenbergSyntax', () => {
		const prompt = systemPrompt(
			request({ customSystemPrompt: 'You are a pirate.', useGutenbergSyntax: true })
		);
		expect(prompt.startsWith('You are a pirate.\n\n')).toBe(true);
		expect(prompt).toContain('<!-- wp:paragraph -->');
	});

	it.each(PROMPT_TYPES)(
		'names no task for %s (the offline engine picks its task from words)',
		(promptType) => {
			for (const useGutenbergSyntax of [false, true]) {
				const prompt = systemPrompt(request({ useGutenbergSyntax }, promptType)).toLowerCase();
				expect(prompt).not.toMatch(/title|summar|spell|grammar|typo|proofread|headline|translat/);
			}
		}
	);
});
