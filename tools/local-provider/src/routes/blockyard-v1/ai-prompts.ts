import type { AiPrompt } from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import {
	addPrompt,
	countPromptsOf,
	deletePrompt,
	listVisiblePrompts,
	nameTakenFor,
	replacePrompt,
	visiblePrompt,
	type AiPromptRecord,
} from '../../data/ai-prompts';
import { getSettings } from '../../data/settings';
import { userCan, type SiteUser } from '../../data/users';
import { wpDate } from '../../data/wp-date';
import { numericId } from '../../http/numeric-id';
import { readJsonBody } from '../../http/read-json-body';
import { requestUser } from '../../http/request-user';
import { RestError } from '../../http/rest-error';
import { PROMPT_CODES, PROMPTS_PER_USER, PROMPTS_ROUTE, promptMessage } from '../../prompts/contract';
import { readPrompt, type PromptInput } from '../../prompts/read-prompt';
import { REST_PREFIX, type RouteContext } from '../route-context';

const PROMPTS = `${REST_PREFIX}/${PROMPTS_ROUTE}`;
const PROMPT = `${PROMPTS}/:id`;

/** Any JSON body; `readPrompt` checks its shape, so that a wrong one gets the contract's message. */
const anyBodySchema = z.unknown();

const notFound = (): RestError => new RestError(PROMPT_CODES.notFound, promptMessage('notFound'), 404);

/** A shared prompt: its author, or a user who may edit others' posts. A private one: its author alone. */
const mayEdit = (user: SiteUser, prompt: AiPromptRecord): boolean =>
	prompt.author_id === user.id || (prompt.visibility === 'site' && userCan(user, 'edit_others_posts'));

/** Reading and saving prompts take the capability to edit posts, as in WordPress. */
function checkMayUse(user: SiteUser): void {
	if (!userCan(user, 'edit_posts')) {
		throw new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403);
	}
}

/** A name another prompt the author can see already has: 409 with the name's message. */
function checkNameFree(c: RouteContext, authorId: number, input: PromptInput, exceptId?: number): void {
	if (nameTakenFor(c.db, authorId, input.name, exceptId)) {
		const message = promptMessage('nameTaken', { name: input.name });
		throw new RestError(PROMPT_CODES.nameTaken, message, 409, { errors: { name: message } });
	}
}

/**
 * `blockyard/v1/ai-prompts`: the site's library of saved AI prompts, by the prompts contract
 * (`@blockyard/api-client`'s `prompts-contract/`). Every request is a user's, by its nonce
 * (`src/http/nonce-guard.ts`): the list holds the site's shared prompts and the user's own
 * private ones, each with `can_edit` for that user.
 */
export function mountBlockyardV1AiPrompts(app: Hono, context: RouteContext): void {
	const { db } = context;

	const promptJson = (record: AiPromptRecord, user: SiteUser, zone: string): AiPrompt => ({
		id: record.id,
		name: record.name,
		text: record.text,
		scopes: [...record.scopes],
		visibility: record.visibility,
		author: { id: record.author_id, name: record.author_name },
		can_edit: mayEdit(user, record),
		modified: wpDate(record.modified_at, zone),
	});

	/** The user, and the prompt of the route's id they may change (404 unseen, 403 not theirs). */
	const editable = (c: Context): { user: SiteUser; prompt: AiPromptRecord } => {
		const user = requestUser(c);
		checkMayUse(user);
		const id = numericId(c);
		const prompt = id === undefined ? undefined : visiblePrompt(db, id, user.id);
		if (!prompt) {
			throw notFound();
		}
		if (!mayEdit(user, prompt)) {
			throw new RestError(PROMPT_CODES.forbidden, promptMessage('forbidden'), 403);
		}
		return { user, prompt };
	};

	app.get(PROMPTS, (c) => {
		const user = requestUser(c);
		checkMayUse(user);
		const zone = getSettings(db).timezone;
		return c.json(listVisiblePrompts(db, user.id).map((record) => promptJson(record, user, zone)));
	});

	app.post(PROMPTS, async (c) => {
		const user = requestUser(c);
		checkMayUse(user);
		const input = readPrompt(await readJsonBody(c, anyBodySchema));
		const count = countPromptsOf(db, user.id);
		if (count >= PROMPTS_PER_USER) {
			throw new RestError(PROMPT_CODES.tooMany, promptMessage('tooMany', { count }), 400);
		}
		checkNameFree(context, user.id, input);
		const record = addPrompt(db, user.id, input);
		return c.json(promptJson(record, user, getSettings(db).timezone), 201);
	});

	app.on(['POST', 'PUT'], PROMPT, async (c) => {
		const body: unknown = await readJsonBody(c, anyBodySchema);
		const { user, prompt } = editable(c);
		const input = readPrompt(body);
		// An editor may change another's shared prompt, not take it from the site's authors.
		if (input.visibility !== prompt.visibility && prompt.author_id !== user.id) {
			throw new RestError(PROMPT_CODES.forbidden, promptMessage('forbidden'), 403);
		}
		checkNameFree(context, prompt.author_id, input, prompt.id);
		const record = replacePrompt(db, prompt.id, input);
		return c.json(promptJson(record, user, getSettings(db).timezone));
	});

	app.delete(PROMPT, (c) => {
		const { prompt } = editable(c);
		deletePrompt(db, prompt.id);
		return c.json({ deleted: true, id: prompt.id });
	});
}
