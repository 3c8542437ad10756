import { aiPromptSchema, type AiPromptInput } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { BASE, bodyOf, freshProvider, requestJson, type TestProvider } from '../../testing/fresh-provider';

const PROMPTS = '/wp-json/blockyard/v1/ai-prompts';

const nonceSchema = z.object({
	nonce: z.string(),
	user: z.object({ id: z.number(), login: z.string(), name: z.string() }),
});

const errorSchema = z.object({
	code: z.string(),
	message: z.string(),
	data: z.object({ status: z.number(), errors: z.optional(z.record(z.string(), z.string())) }),
});

/** The nonce of the user with this login, as the nonce route answers it. */
async function nonceOf(provider: TestProvider, login: string): Promise<string> {
	const response = await provider.app.request(`${BASE}/blockyard/nonce?user=${login}`);
	expect(response.status).toBe(200);
	return (await bodyOf(response, nonceSchema)).nonce;
}

const PROMPT: AiPromptInput = {
	name: 'Friendlier',
	text: 'Make it friendlier.',
	scopes: ['paragraph'],
	visibility: 'site',
};

/** A provider with the nonces of its three users. */
async function site() {
	const provider = freshProvider();
	const nonces = {
		admin: provider.nonce,
		ada: await nonceOf(provider, 'ada'),
		grace: await nonceOf(provider, 'grace'),
	};
	const as = (login: keyof typeof nonces, path: string, init: RequestInit & { json?: unknown } = {}) =>
		requestJson(provider, path, { ...init, nonce: nonces[login] });
	const create = async (login: keyof typeof nonces, input: Partial<AiPromptInput> = {}) => {
		const response = await as(login, PROMPTS, { method: 'POST', json: { ...PROMPT, ...input } });
		expect(response.status).toBe(201);
		return bodyOf(response, aiPromptSchema);
	};
	const list = async (login: keyof typeof nonces) =>
		bodyOf(await as(login, PROMPTS), z.array(aiPromptSchema));
	return { provider, nonces, as, create, list };
}

describe('/blockyard/nonce with users', () => {
	it('answers user 1 with the data folder nonce, and each user a nonce of their own', async () => {
		const provider = freshProvider();
		const first = await bodyOf(await provider.app.request(`${BASE}/blockyard/nonce`), nonceSchema);
		expect(first).toEqual({ nonce: provider.nonce, user: { id: 1, login: 'admin', name: 'Site Admin' } });
		const ada = await bodyOf(await provider.app.request(`${BASE}/blockyard/nonce?user=ada`), nonceSchema);
		expect(ada.user).toEqual({ id: 2, login: 'ada', name: 'Ada Lovelace' });
		expect(ada.nonce).toMatch(/^[0-9a-f]{32}$/);
		expect(ada.nonce).not.toBe(provider.nonce);
		expect(await nonceOf(provider, 'grace')).not.toBe(ada.nonce);
		expect(await nonceOf(provider, 'ada')).toBe(ada.nonce);
	});

	it('answers 404 for a login the site does not have', async () => {
		const response = await freshProvider().app.request(`${BASE}/blockyard/nonce?user=nobody`);
		expect(response.status).toBe(404);
		expect((await bodyOf(response, errorSchema)).message).toBe(
			'The site has no user with the login “nobody”.'
		);
	});

	it('lets another user’s nonce through the guard, and still refuses a wrong one', async () => {
		const { as, provider } = await site();
		expect(
			(await as('ada', '/wp-json/wp/v2/posts', { method: 'POST', json: { title: 'A' } })).status
		).toBe(201);
		const wrong = await requestJson(provider, PROMPTS, { nonce: '0'.repeat(32) });
		expect(wrong.status).toBe(403);
		expect((await bodyOf(wrong, errorSchema)).code).toBe('rest_cookie_invalid_nonce');
		expect((await requestJson(provider, PROMPTS, { nonce: false })).status).toBe(403);
	});
});

describe('blockyard/v1/ai-prompts', () => {
	it('counts a WordPress test site’s page, let in by its Origin without a nonce, as user 1', async () => {
		const provider = freshProvider({ siteOrigins: ['http://127.0.0.1:9400'] });
		const response = await requestJson(provider, PROMPTS, {
			method: 'POST',
			json: PROMPT,
			nonce: false,
			headers: { Origin: 'http://127.0.0.1:9400' },
		});
		expect(response.status).toBe(201);
		expect((await bodyOf(response, aiPromptSchema)).author).toEqual({ id: 1, name: 'Site Admin' });
	});

	it('saves a prompt, trimmed, and lists it with its author and whether the user may change it', async () => {
		const { create, list } = await site();
		const saved = await create('ada', {
			name: '  Friendlier ',
			text: ' Make it friendlier. ',
			scopes: ['paragraph', 'ai-block'],
		});
		expect(saved).toMatchObject({
			name: 'Friendlier',
			text: 'Make it friendlier.',
			scopes: ['paragraph', 'ai-block'],
			visibility: 'site',
			author: { id: 2, name: 'Ada Lovelace' },
			can_edit: true,
		});
		expect(saved.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
		expect(await list('grace')).toEqual([{ ...saved, can_edit: true }]);
		const admin = await create('admin', { name: 'admin’s' });
		expect((await list('ada')).map((prompt) => [prompt.name, prompt.can_edit])).toEqual([
			['admin’s', false],
			['Friendlier', true],
		]);
		expect(admin.author).toEqual({ id: 1, name: 'Site Admin' });
	});

	it('keeps a private prompt to its author: not listed, 404 for anyone else', async () => {
		const { create, list, as } = await site();
		const own = await create('ada', { name: 'Draft', visibility: 'private' });
		expect((await list('ada')).map((prompt) => prompt.name)).toEqual(['Draft']);
		expect(await list('grace')).toEqual([]);
		for (const method of ['PUT', 'DELETE']) {
			const response = await as('grace', `${PROMPTS}/${own.id}`, { method, json: PROMPT });
			expect(response.status).toBe(404);
			expect(await bodyOf(response, errorSchema)).toMatchObject({
				code: 'blockyard_prompt_not_found',
				message: 'There is no saved prompt with this ID.',
			});
		}
		expect((await as('ada', `${PROMPTS}/999`, { method: 'DELETE' })).status).toBe(404);
	});

	it('lets the author or an editor change a shared prompt, and no other author', async () => {
		const { create, as } = await site();
		const admins = await create('admin', { name: 'House style' });
		const refused = await as('ada', `${PROMPTS}/${admins.id}`, { method: 'PUT', json: PROMPT });
		expect(refused.status).toBe(403);
		expect(await bodyOf(refused, errorSchema)).toMatchObject({ code: 'blockyard_prompt_forbidden' });
		expect((await as('ada', `${PROMPTS}/${admins.id}`, { method: 'DELETE' })).status).toBe(403);

		// An editor may not make another's shared prompt private (it would leave the site's library).
		const madePrivate = await as('grace', `${PROMPTS}/${admins.id}`, {
			method: 'PUT',
			json: { ...PROMPT, name: 'House style', visibility: 'private' },
		});
		expect(madePrivate.status).toBe(403);
		const changed = await as('grace', `${PROMPTS}/${admins.id}`, {
			method: 'POST',
			json: { ...PROMPT, name: 'House style', scopes: ['heading', 'list'] },
		});
		expect(changed.status).toBe(200);
		expect(await bodyOf(changed, aiPromptSchema)).toMatchObject({
			id: admins.id,
			scopes: ['heading', 'list'],
			author: { id: 1, name: 'Site Admin' },
			can_edit: true,
		});
		const deleted = await as('grace', `${PROMPTS}/${admins.id}`, { method: 'DELETE' });
		expect(await deleted.json()).toEqual({ deleted: true, id: admins.id });
	});

	it('answers 400 with a message for every invalid property', async () => {
		const { as } = await site();
		const response = await as('ada', PROMPTS, {
			method: 'POST',
			json: { name: ' ', text: 'x'.repeat(4001), scopes: [], visibility: 'everyone' },
		});
		expect(response.status).toBe(400);
		expect(await bodyOf(response, errorSchema)).toEqual({
			code: 'blockyard_prompt_invalid',
			message: 'Give the prompt a name.',
			data: {
				status: 400,
				errors: {
					name: 'Give the prompt a name.',
					text: 'The prompt is too long: at most 4000 characters.',
					scopes: 'Choose at least one kind of block the prompt is for.',
					visibility: 'Choose whether the prompt is shared with the site’s authors or yours alone.',
				},
			},
		});
		const other = await as('ada', PROMPTS, {
			method: 'POST',
			json: { ...PROMPT, name: 'x'.repeat(81), text: '', scopes: ['paragraph', 'gallery'] },
		});
		expect((await bodyOf(other, errorSchema)).data.errors).toEqual({
			name: 'The name is too long: at most 80 characters.',
			text: 'Write what the prompt asks the AI.',
			scopes: 'Choose only from the kinds of block listed.',
		});
	});

	it('counts characters as code points: 80 emoji are a name of 80', async () => {
		const { create } = await site();
		expect((await create('ada', { name: '😀'.repeat(80) })).name).toBe('😀'.repeat(80));
	});

	it('answers 400 bad body for a body that is not a prompt', async () => {
		const { as } = await site();
		for (const json of [
			[],
			'text',
			{ name: 'A', text: 'B', scopes: 'paragraph', visibility: 'site' },
			{ name: 1 },
		]) {
			const response = await as('ada', PROMPTS, { method: 'POST', json });
			expect(response.status).toBe(400);
			expect((await bodyOf(response, errorSchema)).code).toBe('blockyard_prompt_bad_body');
		}
	});

	it('refuses a name the author can already see, ignoring case and spaces, but not another’s private one', async () => {
		const { create, as } = await site();
		const shared = await create('grace', { name: 'Summary' });
		const taken = await as('ada', PROMPTS, { method: 'POST', json: { ...PROMPT, name: ' SUMMARY ' } });
		expect(taken.status).toBe(409);
		expect(await bodyOf(taken, errorSchema)).toEqual({
			code: 'blockyard_prompt_name_taken',
			message: 'A prompt named “SUMMARY” already exists. Choose another name.',
			data: {
				status: 409,
				errors: { name: 'A prompt named “SUMMARY” already exists. Choose another name.' },
			},
		});
		await create('ada', { name: 'Mine', visibility: 'private' });
		await create('grace', { name: 'mine', visibility: 'private' });
		// Saving it again under its own name is no clash.
		const again = await as('grace', `${PROMPTS}/${shared.id}`, {
			method: 'PUT',
			json: { ...PROMPT, name: 'summary' },
		});
		expect(again.status).toBe(200);
	});

	it('refuses a prompt more than an author may keep', async () => {
		const { as } = await site();
		for (let index = 0; index < 200; index += 1) {
			const response = await as('ada', PROMPTS, {
				method: 'POST',
				json: { ...PROMPT, name: `P${index}` },
			});
			expect(response.status).toBe(201);
		}
		const response = await as('ada', PROMPTS, { method: 'POST', json: { ...PROMPT, name: 'One more' } });
		expect(response.status).toBe(400);
		expect(await bodyOf(response, errorSchema)).toMatchObject({
			code: 'blockyard_prompt_too_many',
			message: 'You have 200 saved prompts, the most one author may keep. Delete one first.',
		});
		expect(
			(await as('grace', PROMPTS, { method: 'POST', json: { ...PROMPT, name: 'One more' } })).status
		).toBe(201);
	});
});
