import type { AiMessage } from '@blockyard/api-client';

import type { AiRequest } from '../types';
import { systemPrompt } from './system-prompt';
import { userMessageContent } from './user-message';

/** The roles of a conversation's history that are sent again: a system message is always rebuilt. */
const isConversation = (message: AiMessage): boolean =>
	message.role === 'user' || message.role === 'assistant';

/**
 * The messages to send for a request: the system prompt, then the prior
 * history (its user and assistant messages only), then one user message for
 * this request. Pure; throws a `PromptInputError` when input the prompt type
 * needs is missing.
 *
 * @example
 * buildPromptMessages({ promptType: 'changeTone', input: { content: 'hey', tone: 'formal' } }, history);
 * // [{ role: 'system', … }, …history, { role: 'user', content: 'Rewrite the text below in a formal tone…' }]
 */
export function buildPromptMessages(request: AiRequest, history: readonly AiMessage[] = []): AiMessage[] {
	const user: AiMessage = { role: 'user', content: userMessageContent(request) };
	return [{ role: 'system', content: systemPrompt(request) }, ...history.filter(isConversation), user];
}
