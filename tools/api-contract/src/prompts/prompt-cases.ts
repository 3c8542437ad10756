// The AI prompt library's cases, run through @blockyard/api-client against both servers of the
// route: the local provider (prompt-cases.test.ts) and the WordPress plugin in real WordPress
// (e2e/wordpress/tests/ai-prompts.spec.ts). Each case is a few calls as three users of one
// site: an administrator, Ada (an author) and Grace (an editor). The cases run in order on one
// site and each uses names of its own, so they never meet.
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
	type ApiError,
} from '@blockyard/api-client';

import type { CaseExpect } from './case-expect';

export type { CaseExpect } from './case-expect';

/** A user of the site: the client that calls as them, their id and display name. */
export interface PromptSiteUser {
	readonly api: Api;
	readonly id: number;
	readonly name: string;
}

/** The site's three users. Ada's display name is “Ada Lovelace”. */
export interface PromptSite {
	readonly admin: PromptSiteUser;
	readonly ada: PromptSiteUser;
	readonly grace: PromptSiteUser;
}

export interface PromptCase {
	readonly title: string;
	readonly run: (site: PromptSite, expect: CaseExpect) => Promise<void>;
}

const { codes, messages } = AI_PROMPTS_CONTRACT;

const FRIENDLIER: AiPromptInput = {
	name: 'Friendlier',
	text: 'Make it friendlier, keep it short.',
	scopes: ['paragraph', 'ai-block'],
	visibility: 'site',
};

/** The `ApiError` a call rejects with; any other outcome throws. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
	const error = await call.then(
		() => undefined,
		(caught: unknown) => caught
	);
	if (!isApiError(error)) {
		throw new Error(`Expected the site to refuse the call, got ${String(error)}`);
	}
	return error;
}

/** The ids of the prompts `user` lists. */
const listedIds = async (user: PromptSiteUser): Promise<number[]> =>
	(await aiPrompts.list(user.api)).map((prompt) => prompt.id);

/** Expects `call` refused with the status, the contract's code and its message. */
async function expectRefused(
	expect: CaseExpect,
	call: Promise<unknown>,
	status: number,
	key: 'notFound' | 'forbidden'
): Promise<void> {
	const error = await refusal(call);
	expect(error.status, `${key}: status`).toBe(status);
	expect(error.code, `${key}: code`).toBe(codes[key]);
	expect(error.serverMessage, `${key}: message`).toBe(messages[key]);
}

/** Creates a prompt as Ada from FRIENDLIER and `input`, expecting a 400 `invalid`: its messages by property. */
async function invalid(
	site: PromptSite,
	expect: CaseExpect,
	input: Partial<AiPromptInput>
): Promise<Readonly<Record<string, string>> | undefined> {
	const error = await refusal(
		aiPrompts.create(site.ada.api, { ...FRIENDLIER, name: 'Bad input', ...input })
	);
	expect(error.status, 'status').toBe(400);
	expect(error.code, 'code').toBe(AI_PROMPT_INVALID_CODE);
	return aiPromptErrors(error);
}

export const PROMPT_CASES: readonly PromptCase[] = [
	{
		title: 'Ada shares a prompt; Grace lists it and, as an editor, may change it',
		async run({ ada, grace }, expect) {
			const saved = await aiPrompts.create(ada.api, { ...FRIENDLIER, name: '  Friendlier  ' });
			expect(aiPromptSchema.parse(saved)).toEqual({
				id: expect.any(Number),
				name: 'Friendlier',
				text: FRIENDLIER.text,
				scopes: ['paragraph', 'ai-block'],
				visibility: 'site',
				author: { id: ada.id, name: 'Ada Lovelace' },
				can_edit: true,
				modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
			});

			const seen = (await aiPrompts.list(grace.api)).find((prompt) => prompt.id === saved.id);
			expect(seen).toMatchObject({
				text: FRIENDLIER.text,
				scopes: ['paragraph', 'ai-block'],
				can_edit: true,
			});

			const changed = await aiPrompts.update(grace.api, saved.id, {
				...FRIENDLIER,
				text: 'Make it warmer.',
				scopes: ['paragraph'],
			});
			expect(changed).toMatchObject({
				id: saved.id,
				text: 'Make it warmer.',
				scopes: ['paragraph'],
				author: { id: ada.id, name: 'Ada Lovelace' },
				can_edit: true,
			});
			const again = (await aiPrompts.list(ada.api)).find((prompt) => prompt.id === saved.id);
			expect(again?.text).toBe('Make it warmer.');
		},
	},
	{
		title: 'keeps Ada’s private prompt from Grace: not in her list, and 404 when she names it',
		async run({ ada, grace }, expect) {
			const draft = await aiPrompts.create(ada.api, {
				...FRIENDLIER,
				name: 'My draft',
				visibility: 'private',
			});
			expect(await listedIds(ada)).toContain(draft.id);
			expect(await listedIds(grace)).not.toContain(draft.id);
			await expectRefused(expect, aiPrompts.update(grace.api, draft.id, FRIENDLIER), 404, 'notFound');
			await expectRefused(expect, aiPrompts.remove(grace.api, draft.id), 404, 'notFound');
			// A name is unique among what its author sees: Ada's draft does not take it from Grace.
			const graces = await aiPrompts.create(grace.api, {
				...FRIENDLIER,
				name: 'my draft',
				visibility: 'private',
			});
			expect(graces.name).toBe('my draft');
		},
	},
	{
		title: 'lets Grace, an editor, delete Ada’s shared prompt, but not make it private',
		async run({ ada, grace }, expect) {
			const shared = await aiPrompts.create(ada.api, { ...FRIENDLIER, name: 'To delete' });
			await expectRefused(
				expect,
				aiPrompts.update(grace.api, shared.id, {
					...FRIENDLIER,
					name: 'To delete',
					visibility: 'private',
				}),
				403,
				'forbidden'
			);
			expect(await aiPrompts.remove(grace.api, shared.id)).toEqual({ deleted: true, id: shared.id });
			expect(await listedIds(ada)).not.toContain(shared.id);
			await expectRefused(expect, aiPrompts.remove(ada.api, shared.id), 404, 'notFound');
		},
	},
	{
		title: 'does not let Ada, an author, change or delete the administrator’s shared prompt',
		async run({ admin, ada }, expect) {
			const house = await aiPrompts.create(admin.api, { ...FRIENDLIER, name: 'House style' });
			const seen = (await aiPrompts.list(ada.api)).find((prompt) => prompt.id === house.id);
			expect(seen?.can_edit).toBe(false);
			await expectRefused(
				expect,
				aiPrompts.update(ada.api, house.id, { ...FRIENDLIER, name: 'House style' }),
				403,
				'forbidden'
			);
			await expectRefused(expect, aiPrompts.remove(ada.api, house.id), 403, 'forbidden');
		},
	},
	{
		title: 'lets Ada make her own shared prompt private, and answers 404 for a prompt that is not there',
		async run({ ada }, expect) {
			const own = await aiPrompts.create(ada.api, { ...FRIENDLIER, name: 'Mine for now' });
			const changed = await aiPrompts.update(ada.api, own.id, {
				...FRIENDLIER,
				name: 'Mine for now',
				visibility: 'private',
			});
			expect(changed.visibility).toBe('private');
			await aiPrompts.remove(ada.api, own.id);
			await expectRefused(expect, aiPrompts.update(ada.api, own.id, FRIENDLIER), 404, 'notFound');
		},
	},
	{
		title: 'names an empty name and an empty text',
		async run(site, expect) {
			expect(await invalid(site, expect, { name: '   ', text: '' })).toEqual({
				name: 'Give the prompt a name.',
				text: 'Write what the prompt asks the AI.',
			});
		},
	},
	{
		title: 'names a name or a text too long, counted in characters',
		async run(site, expect) {
			expect(await invalid(site, expect, { name: '✨'.repeat(81), text: 'x'.repeat(4001) })).toEqual({
				name: 'The name is too long: at most 80 characters.',
				text: 'The prompt is too long: at most 4000 characters.',
			});
			const longest = await aiPrompts.create(site.ada.api, {
				...FRIENDLIER,
				name: '✨'.repeat(80),
				text: 'x'.repeat(4000),
			});
			expect(Array.from(longest.name)).toHaveLength(80);
		},
	},
	{
		title: 'names no kind of block, one it does not know, and an unknown visibility',
		async run(site, expect) {
			expect(await invalid(site, expect, { scopes: [] })).toEqual({
				scopes: 'Choose at least one kind of block the prompt is for.',
			});
			const unknown = ['paragraph', 'gallery'] as unknown as AiPromptInput['scopes'];
			expect(await invalid(site, expect, { scopes: unknown })).toEqual({
				scopes: 'Choose only from the kinds of block listed.',
			});
			const everyone = 'everyone' as unknown as AiPromptInput['visibility'];
			expect(await invalid(site, expect, { visibility: everyone })).toEqual({
				visibility: 'Choose whether the prompt is shared with the site’s authors or yours alone.',
			});
		},
	},
	{
		title: 'keeps text as written: markup, quotes and spaces inside',
		async run({ ada }, expect) {
			const text = 'Rewrite as <strong>bold</strong> "claims" & keep  two  spaces\\n — or \'quotes\'.';
			const saved = await aiPrompts.create(ada.api, {
				...FRIENDLIER,
				name: '<em>Markup</em> & "quotes"',
				text,
			});
			expect({ name: saved.name, text: saved.text }).toEqual({
				name: '<em>Markup</em> & "quotes"',
				text,
			});
			const listed = (await aiPrompts.list(ada.api)).find((prompt) => prompt.id === saved.id);
			expect({ name: listed?.name, text: listed?.text }).toEqual({
				name: '<em>Markup</em> & "quotes"',
				text,
			});
		},
	},
	{
		title: 'refuses a name already used, whatever its case and spaces, on create and on update',
		async run({ ada }, expect) {
			await aiPrompts.create(ada.api, { ...FRIENDLIER, name: 'Summary' });
			const error = await refusal(aiPrompts.create(ada.api, { ...FRIENDLIER, name: ' SUMMARY ' }));
			expect(error.status).toBe(409);
			expect(error.code).toBe(AI_PROMPT_NAME_TAKEN_CODE);
			expect(aiPromptErrors(error)).toEqual({
				name: 'A prompt named “SUMMARY” already exists. Choose another name.',
			});
			const other = await aiPrompts.create(ada.api, { ...FRIENDLIER, name: 'Summary two' });
			const renamed = await refusal(
				aiPrompts.update(ada.api, other.id, { ...FRIENDLIER, name: 'summary' })
			);
			expect(renamed.status).toBe(409);
			// Its own name again is no clash.
			const same = await aiPrompts.update(ada.api, other.id, { ...FRIENDLIER, name: 'SUMMARY TWO' });
			expect(same.name).toBe('SUMMARY TWO');
		},
	},
];
