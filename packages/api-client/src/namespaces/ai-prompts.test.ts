import { describe, expect, it } from 'vitest';

import { isApiError } from '../errors/api-error';
import { isValidationError } from '../errors/validation-error';
import { AI_PROMPT_SCOPES, AI_PROMPTS_CONTRACT } from '../prompts-contract/contract';
import { aiPromptErrors, aiPrompts, type AiPrompt } from './ai-prompts';
import { servingApi, type SeenRequest } from '../test/serving-api';

const serving = servingApi;
type Seen = SeenRequest;

const PROMPT: AiPrompt = {
	id: 7,
	name: 'Friendlier',
	text: 'Make it friendlier.',
	scopes: ['paragraph', 'ai-block'],
	visibility: 'site',
	author: { id: 2, name: 'Ada' },
	can_edit: true,
	modified: '2026-12-01T10:00:00',
};

const INPUT = {
	name: 'Friendlier',
	text: 'Make it friendlier.',
	scopes: ['paragraph', 'ai-block'],
	visibility: 'site',
} as const;

describe('aiPrompts', () => {
	it('lists the prompts of the site’s library, checked', async () => {
		const seen: Seen[] = [];
		await expect(aiPrompts.list(serving(200, [PROMPT], seen))).resolves.toEqual([PROMPT]);
		expect(seen[0]?.method).toBe('GET');
		expect(seen[0]?.url.pathname).toBe('/wp-json/blockyard/v1/ai-prompts');
	});

	it('refuses a list whose prompt has a kind of block it does not know', async () => {
		const error = await aiPrompts
			.list(serving(200, [{ ...PROMPT, scopes: ['gallery'] }]))
			.catch((caught: unknown) => caught);
		expect(isValidationError(error)).toBe(true);
	});

	it('creates, updates and deletes a prompt with what the author wrote', async () => {
		const seen: Seen[] = [];
		await expect(aiPrompts.create(serving(201, PROMPT, seen), INPUT)).resolves.toEqual(PROMPT);
		await expect(aiPrompts.update(serving(200, PROMPT, seen), 7, INPUT)).resolves.toEqual(PROMPT);
		await expect(aiPrompts.remove(serving(200, { deleted: true, id: 7 }, seen), 7)).resolves.toEqual({
			deleted: true,
			id: 7,
		});
		expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
			'POST /wp-json/blockyard/v1/ai-prompts',
			'PUT /wp-json/blockyard/v1/ai-prompts/7',
			'DELETE /wp-json/blockyard/v1/ai-prompts/7',
		]);
		expect(seen[0]?.body).toEqual(INPUT);
		expect(seen[1]?.body).toEqual(INPUT);
		expect(seen[2]?.body).toBeUndefined();
	});

	it('gives the messages of a refused prompt by property, and nothing for other errors', async () => {
		const refused = {
			code: AI_PROMPTS_CONTRACT.codes.nameTaken,
			message: 'A prompt named “Friendlier” already exists. Choose another name.',
			data: {
				status: 409,
				errors: { name: 'A prompt named “Friendlier” already exists. Choose another name.' },
			},
		};
		const error = await aiPrompts.create(serving(409, refused), INPUT).catch((caught: unknown) => caught);
		expect(isApiError(error)).toBe(true);
		expect(aiPromptErrors(error)).toEqual({ name: refused.data.errors.name });
		const other = await aiPrompts
			.list(serving(500, { code: 'oops', message: 'No.', data: { status: 500 } }))
			.catch((caught: unknown) => caught);
		expect(aiPromptErrors(other)).toBeUndefined();
		expect(aiPromptErrors(new Error('no'))).toBeUndefined();
	});
});

describe('the prompts contract', () => {
	it('holds the limits, the kinds of block and who sees a prompt', () => {
		expect(AI_PROMPTS_CONTRACT.route).toBe('blockyard/v1/ai-prompts');
		expect(AI_PROMPTS_CONTRACT.nameMaxLength).toBe(80);
		expect(AI_PROMPTS_CONTRACT.textMaxLength).toBe(4000);
		expect(AI_PROMPT_SCOPES).toEqual(['ai-block', 'paragraph', 'heading', 'list']);
		expect(AI_PROMPTS_CONTRACT.visibilities).toEqual(['site', 'private']);
	});

	it('names in its placeholders every {placeholder} its messages use', () => {
		for (const message of Object.values(AI_PROMPTS_CONTRACT.messages)) {
			for (const [, name] of message.matchAll(/\{(\w+)\}/g)) {
				expect(Object.keys(AI_PROMPTS_CONTRACT.placeholders)).toContain(name);
			}
		}
	});
});
