// The site's prompt library at the HTTP level (`blockyard/v1/ai-prompts`), behind the `fetch` of
// a test host's `api`: it lists, saves, changes and deletes prompts in memory, answers a queued
// reply instead when a test gives one, and notes every request.
import { AI_PROMPTS_CONTRACT, type AiPrompt, type AiPromptInput } from '@blockyard/api-client';

import { SITE_ROOT } from '../../test/fake-ai-service';

/** The prompt library's address in tests. */
export const PROMPTS_URL = `${SITE_ROOT}${AI_PROMPTS_CONTRACT.route}`;

/** One request the library was sent. */
export interface LibraryRequest {
	readonly method: string;
	readonly url: string;
	readonly body: unknown;
}

/** An answer a test queues: a status and a JSON body; `offline` rejects as `fetch` does with no network. */
export type LibraryReply = { readonly status: number; readonly body: unknown } | 'offline';

/** A prompt as the site answers it; what the test leaves out is a shared prompt of Ana's she may edit. */
export function savedPrompt(id: number, fields: Partial<AiPrompt> = {}): AiPrompt {
	return {
		id,
		name: `Prompt ${id}`,
		text: `Text of prompt ${id}`,
		scopes: ['ai-block'],
		visibility: 'site',
		author: { id: 1, name: 'Ana' },
		can_edit: true,
		modified: '2026-01-02T03:04:05',
		...fields,
	};
}

/** The error body of a refused prompt, as the site sends it (`data.errors` by property). */
export function refusal(status: number, code: string, errors: Record<string, string>) {
	return {
		status,
		body: { code, message: Object.values(errors)[0] ?? '', data: { status, errors } },
	};
}

const json = (status: number, body: unknown): Response =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createFakePromptLibrary(initial: readonly AiPrompt[] = []) {
	let prompts = [...initial];
	let nextId = Math.max(100, ...initial.map(({ id }) => id)) + 1;
	const requests: LibraryRequest[] = [];
	const queued: Array<LibraryReply | Promise<LibraryReply>> = [];

	const answer = (method: string, id: number | undefined, body: unknown): Response => {
		const input = body as AiPromptInput;
		if (method === 'GET') {
			return json(
				200,
				[...prompts].sort((a, b) => a.name.localeCompare(b.name))
			);
		}
		if (method === 'POST' && id === undefined) {
			const prompt = savedPrompt(nextId++, {
				...input,
				scopes: [...input.scopes],
				author: { id: 2, name: 'Me' },
			});
			prompts.push(prompt);
			return json(201, prompt);
		}
		const found = prompts.find((prompt) => prompt.id === id);
		if (!found) {
			return json(404, {
				code: 'blockyard_prompt_not_found',
				message: 'Not found',
				data: { status: 404 },
			});
		}
		if (method === 'DELETE') {
			prompts = prompts.filter((prompt) => prompt !== found);
			return json(200, { deleted: true, id });
		}
		const changed = { ...found, ...input, scopes: [...input.scopes] };
		prompts = prompts.map((prompt) => (prompt === found ? changed : prompt));
		return json(200, changed);
	};

	const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
		const request = new Request(input, init);
		const text = await request.text();
		const body: unknown = text === '' ? undefined : JSON.parse(text);
		requests.push({ method: request.method, url: request.url, body });
		const reply = await queued.shift();
		if (reply === 'offline') {
			throw new TypeError('Failed to fetch');
		}
		if (reply !== undefined) {
			return json(reply.status, reply.body);
		}
		const path = new URL(request.url).pathname.split('/');
		const last = path.at(-1) ?? '';
		const id = /^\d+$/.test(last) ? Number(last) : undefined;
		return answer(request.method, id, body);
	};

	return {
		fetch,
		requests,
		/** The prompts the site keeps now. */
		get prompts(): readonly AiPrompt[] {
			return prompts;
		},
		/** Another author saves a prompt, which the editor learns of only when it asks again. */
		add(prompt: AiPrompt): void {
			prompts.push(prompt);
		},
		/** The next request gets `reply` (or waits for it), whatever it asks. */
		replyNext(reply: LibraryReply | Promise<LibraryReply>): void {
			queued.push(reply);
		},
	};
}
export type FakePromptLibrary = ReturnType<typeof createFakePromptLibrary>;

/**
 * A `fetch` that sends the prompt library's requests to `library` and every other to `others`
 * (the AI service's fake).
 */
export function withPromptLibrary(
	library: FakePromptLibrary,
	others: typeof globalThis.fetch
): typeof globalThis.fetch {
	return (input, init) => {
		const url = input instanceof Request ? input.url : String(input);
		return url.startsWith(PROMPTS_URL) ? library.fetch(input, init) : others(input, init);
	};
}
