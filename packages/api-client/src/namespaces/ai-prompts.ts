import * as z from 'zod/mini';

import { messagesByField } from '../errors/messages-by-field';
import type { Api } from '../api';
import {
	AI_PROMPTS_CONTRACT,
	AI_PROMPT_SCOPES,
	type AiPromptScope,
	type AiPromptVisibility,
} from '../prompts-contract/contract';

/** The prompt library's route on the site's REST root (`blockyard/v1/ai-prompts`). */
const PROMPTS = AI_PROMPTS_CONTRACT.route;

const scopeSchema = z.enum(AI_PROMPT_SCOPES);
const visibilitySchema = z.enum(AI_PROMPTS_CONTRACT.visibilities);

/** A saved prompt, as the site answers it. */
export const aiPromptSchema = z.object({
	id: z.number(),
	name: z.string(),
	text: z.string(),
	scopes: z.array(scopeSchema),
	visibility: visibilitySchema,
	/** Who saved it. */
	author: z.object({ id: z.number(), name: z.string() }),
	/** Whether the user asking may change and delete it. */
	can_edit: z.boolean(),
	/** When it was last changed, WordPress's way (`YYYY-MM-DDTHH:mm:ss`, site time zone). */
	modified: z.string(),
});
export type AiPrompt = z.infer<typeof aiPromptSchema>;

const aiPromptsSchema = z.array(aiPromptSchema);
const deletedSchema = z.object({ deleted: z.literal(true), id: z.number() });

/** What an author writes of a prompt. */
export interface AiPromptInput {
	readonly name: string;
	readonly text: string;
	readonly scopes: readonly AiPromptScope[];
	readonly visibility: AiPromptVisibility;
}

/**
 * The messages of a prompt the site refused, by property (`{ "name": "Give the prompt a
 * name." }`): the `data.errors` of an {@link ApiError} (400 `blockyard_prompt_invalid`, 409
 * `blockyard_prompt_name_taken` for the name). `undefined` for any other error, so a caller
 * shows its general message instead.
 *
 * @example
 * try {
 *   await aiPrompts.create(api, input);
 * } catch (error) {
 *   const errors = aiPromptErrors(error); // { name: 'A prompt named “Summary” already exists. …' }
 * }
 */
export function aiPromptErrors(error: unknown): Record<string, string> | undefined {
	return messagesByField(error);
}

const body = ({ name, text, scopes, visibility }: AiPromptInput) => ({
	name,
	text,
	scopes: [...scopes],
	visibility,
});

/**
 * The site's library of AI prompts: the shared ones and the user's own private drafts. Reading
 * and saving take the capability to edit posts; changing or deleting a shared prompt, its author
 * or an editor; a private one, its author alone.
 */
export const aiPrompts = {
	/**
	 * The prompts the user may use: the site's shared ones and their own private ones, by name.
	 *
	 * @example
	 * const prompts = await aiPrompts.list(api);
	 */
	list: (api: Api, signal?: AbortSignal): Promise<AiPrompt[]> =>
		api.site.request(PROMPTS, { call: 'aiPrompts.list', schema: aiPromptsSchema, signal }),
	/**
	 * Saves a new prompt. Bad input rejects with an `ApiError` whose {@link aiPromptErrors} say
	 * what is wrong with each property.
	 *
	 * @example
	 * await aiPrompts.create(api, { name: 'Friendly', text: 'Make it friendlier.', scopes: ['paragraph'], visibility: 'site' });
	 */
	create: (api: Api, input: AiPromptInput, signal?: AbortSignal): Promise<AiPrompt> =>
		api.site.request(PROMPTS, {
			call: 'aiPrompts.create',
			method: 'post',
			json: body(input),
			schema: aiPromptSchema,
			signal,
		}),
	/** Changes a prompt: every property is written again. */
	update: (api: Api, id: number, input: AiPromptInput, signal?: AbortSignal): Promise<AiPrompt> =>
		api.site.request(`${PROMPTS}/${id}`, {
			call: 'aiPrompts.update',
			method: 'put',
			json: body(input),
			schema: aiPromptSchema,
			signal,
		}),
	/** Deletes a prompt for good. */
	remove: (api: Api, id: number, signal?: AbortSignal): Promise<{ deleted: true; id: number }> =>
		api.site.request(`${PROMPTS}/${id}`, {
			call: 'aiPrompts.remove',
			method: 'delete',
			schema: deletedSchema,
			signal,
		}),
};
