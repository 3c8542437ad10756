import type { AiMessage } from '@blockyard/api-client';

/** The message history keeps at most this many entries. */
export const MAX_HISTORY = 20;
/** How many of the oldest entries a network failure drops. */
export const NETWORK_FAILURE_TRIM = 8;

const asMessage = (role: 'user' | 'assistant', message: AiMessage | string): AiMessage =>
	typeof message === 'string' ? { role, content: message } : message;

/**
 * The history after a reply: the messages, then the user message and the
 * assistant's reply (a string becomes a message of that role), keeping the
 * last {@link MAX_HISTORY} entries. Returns a new array.
 *
 * @example
 * withReply(block.messages, userMessage, doneText);
 */
export function withReply(
	messages: readonly AiMessage[],
	userMessage: AiMessage | string,
	assistantReply: AiMessage | string
): AiMessage[] {
	return [...messages, asMessage('user', userMessage), asMessage('assistant', assistantReply)].slice(
		-MAX_HISTORY
	);
}

/**
 * The history after a network failure: the oldest {@link NETWORK_FAILURE_TRIM}
 * entries dropped (a long history can be why the request failed). Returns a new array.
 *
 * @example
 * if (isNetworkFailure(error)) setMessages(trimAfterNetworkFailure(messages));
 */
export function trimAfterNetworkFailure(messages: readonly AiMessage[]): AiMessage[] {
	return messages.slice(NETWORK_FAILURE_TRIM);
}
