import { ai, type AiMessage } from '@blockyard/api-client';
import type { BlockyardHost } from '@blockyard/ui';

import { tokenSite } from '../request/token-site';

/** The AI service's feature name suggestions are counted under, as the assistant's own requests. */
const FEATURE = 'ai-assistant';

export interface QuerySuggestionOptions {
	readonly signal: AbortSignal;
	/** Called once, when the service first answers: it has counted the query against the site's quota. */
	readonly onAnswered: () => void;
}

/**
 * Sends `messages` to the site's AI service as the assistant does (a token of the site, then the
 * query with the post's ID) and resolves with the whole reply once it is done. Rejects with the
 * API client's typed errors; `signal` abandons it.
 */
export async function querySuggestion(
	host: BlockyardHost,
	messages: readonly AiMessage[],
	{ signal, onAnswered }: QuerySuggestionOptions
): Promise<string> {
	const { token } = await ai.requestToken(host.api, { ...tokenSite(host.site), signal });
	const postId = host.getPost().id;
	let reply = '';
	let answered = false;
	for await (const event of ai.streamQuery(host.api, {
		token,
		messages: [...messages],
		feature: FEATURE,
		signal,
		...(postId === undefined ? {} : { postId }),
	})) {
		if (!answered) {
			onAnswered();
			answered = true;
		}
		if (event.type === 'done') {
			reply = event.text;
		}
	}
	return reply;
}
