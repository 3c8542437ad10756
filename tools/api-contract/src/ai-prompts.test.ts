import {
	AI_PROMPT_INVALID_CODE,
	AI_PROMPT_NAME_TAKEN_CODE,
	AI_PROMPTS_CONTRACT,
	aiPromptErrors,
	aiPrompts,
	aiPromptSchema,
	isApiError,
	type AiPromptInput,
	type Api,
} from '@blockyard/api-client';
import { beforeAll, describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

const { codes } = AI_PROMPTS_CONTRACT;

const FRIENDLIER: AiPromptInput = {
	name: 'Friendlier',
	text: 'Make it friendlier, keep it short.',
	scopes: ['paragraph', 'ai-block'],
	visibility: 'site',
};

/** The `ApiError` a call rejects with (any other outcome fails the test). */
async function refusal(call: Promise<unknown>) {
	const error = await call.then(
		() => undefined,
		(caught: unknown) => caught
	);
	if (!isApiError(error)) {
		throw new Error(`Expected the site to refuse the call, got ${String(error)}`);
	}
	return error;
}

describe('the AI prompt library (blockyard/v1/ai-prompts), per user', () => {
	let admin: Api;
	let ada: Api;
	let grace: Api;

	beforeAll(async () => {
		admin = provider.api;
		ada = await provider.apiAs('ada');
		grace = await provider.apiAs('grace');
	});

	it('Ada shares a prompt; Grace lists it and uses it and, as an editor, may change it', async () => {
		const saved = await aiPrompts.create(ada, { ...FRIENDLIER, name: '  Friendlier  ' });
		expect(aiPromptSchema.parse(saved)).toEqual({
			id: expect.any(Number),
			name: 'Friendlier',
			text: FRIENDLIER.text,
			scopes: ['paragraph', 'ai-block'],
			visibility: 'site',
			author: { id: 2, name: 'Ada Lovelace' },
			can_edit: true,
			modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
		});

		const seen = (await aiPrompts.list(grace)).find((prompt) => prompt.id === saved.id);
		// What the AI Assistant offers in a paragraph's menu, and sends as the request.
		expect(seen).toMatchObject({
			text: FRIENDLIER.text,
			scopes: ['paragraph', 'ai-block'],
			can_edit: true,
		});

		const changed = await aiPrompts.update(grace, saved.id, {
			...FRIENDLIER,
			text: 'Make it warmer.',
			scopes: ['paragraph'],
		});
		expect(changed).toMatchObject({
			id: saved.id,
			text: 'Make it warmer.',
			scopes: ['paragraph'],
			author: { id: 2, name: 'Ada Lovelace' },
			can_edit: true,
		});
		expect((await aiPrompts.list(ada)).find((prompt) => prompt.id === saved.id)?.text).toBe(
			'Make it warmer.'
		);
	});

	it('keeps Ada’s private prompt from Grace: not in her list, and 404 when she names it', async () => {
		const draft = await aiPrompts.create(ada, {
			...FRIENDLIER,
			name: 'My draft',
			visibility: 'private',
		});
		expect((await aiPrompts.list(ada)).map((prompt) => prompt.id)).toContain(draft.id);
		expect((await aiPrompts.list(grace)).map((prompt) => prompt.id)).not.toContain(draft.id);

		for (const call of [
			() => aiPrompts.update(grace, draft.id, FRIENDLIER),
			() => aiPrompts.remove(grace, draft.id),
		]) {
			const error = await refusal(call());
			expect(error.status).toBe(404);
			expect(error.code).toBe(codes.notFound);
			expect(error.serverMessage).toBe(AI_PROMPTS_CONTRACT.messages.notFound);
		}
	});

	it('lets Grace, an editor, delete Ada’s shared prompt', async () => {
		const shared = await aiPrompts.create(ada, { ...FRIENDLIER, name: 'To delete' });
		await expect(aiPrompts.remove(grace, shared.id)).resolves.toEqual({ deleted: true, id: shared.id });
		expect((await aiPrompts.list(ada)).map((prompt) => prompt.id)).not.toContain(shared.id);
		expect((await refusal(aiPrompts.remove(ada, shared.id))).status).toBe(404);
	});

	it('does not let Ada, an author, change or delete the admin’s shared prompt', async () => {
		const house = await aiPrompts.create(admin, { ...FRIENDLIER, name: 'House style' });
		expect((await aiPrompts.list(ada)).find((prompt) => prompt.id === house.id)?.can_edit).toBe(false);
		for (const call of [
			() => aiPrompts.update(ada, house.id, { ...FRIENDLIER, name: 'House style' }),
			() => aiPrompts.remove(ada, house.id),
		]) {
			const error = await refusal(call());
			expect(error.status).toBe(403);
			expect(error.code).toBe(codes.forbidden);
			expect(error.serverMessage).toBe(AI_PROMPTS_CONTRACT.messages.forbidden);
		}
	});
});

describe('the AI prompt library’s messages for bad input', () => {
	let ada: Api;

	beforeAll(async () => {
		ada = await provider.apiAs('ada');
	});

	const invalid = async (input: Partial<AiPromptInput>) => {
		const error = await refusal(aiPrompts.create(ada, { ...FRIENDLIER, name: 'Bad input', ...input }));
		expect(error.status).toBe(400);
		expect(error.code).toBe(AI_PROMPT_INVALID_CODE);
		return aiPromptErrors(error);
	};

	it('names an empty name and an empty text', async () => {
		expect(await invalid({ name: '   ', text: '' })).toEqual({
			name: 'Give the prompt a name.',
			text: 'Write what the prompt asks the AI.',
		});
	});

	it('names a name or a text too long, counted in characters', async () => {
		expect(await invalid({ name: '✨'.repeat(81), text: 'x'.repeat(4001) })).toEqual({
			name: 'The name is too long: at most 80 characters.',
			text: 'The prompt is too long: at most 4000 characters.',
		});
		const longest = await aiPrompts.create(ada, {
			...FRIENDLIER,
			name: '✨'.repeat(80),
			text: 'x'.repeat(4000),
		});
		expect(Array.from(longest.name)).toHaveLength(80);
	});

	it('names no kind of block, and one it does not know', async () => {
		expect(await invalid({ scopes: [] })).toEqual({
			scopes: 'Choose at least one kind of block the prompt is for.',
		});
		const unknown = ['paragraph', 'gallery'] as unknown as AiPromptInput['scopes'];
		expect(await invalid({ scopes: unknown })).toEqual({
			scopes: 'Choose only from the kinds of block listed.',
		});
	});

	it('refuses a name already used, whatever its case and spaces', async () => {
		await aiPrompts.create(ada, { ...FRIENDLIER, name: 'Summary' });
		const error = await refusal(aiPrompts.create(ada, { ...FRIENDLIER, name: ' SUMMARY ' }));
		expect(error.status).toBe(409);
		expect(error.code).toBe(AI_PROMPT_NAME_TAKEN_CODE);
		expect(aiPromptErrors(error)).toEqual({
			name: 'A prompt named “SUMMARY” already exists. Choose another name.',
		});
	});
});
