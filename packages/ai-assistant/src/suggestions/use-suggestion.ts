import { isImagesNotAcceptedError, type AiMessage } from '@blockyard/api-client';
import { useTracker } from '@blockyard/connection';
import { useHost, useRegisteredStore } from '@blockyard/ui';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { SuggestionReply } from '../prompts/suggestion-result';
import { toAssistantError } from '../request/errors';
import { aiAssistantStore } from '../store';
import { AI_EVENTS } from '../tracking/ai-events';
import type { AssistantError } from '../types';
import { querySuggestion } from './query-suggestion';

/** The suggestions of the post's sidebar, as usage events name them. */
export type SuggestionKind = 'excerpt' | 'terms' | 'alt_text';

/** Where a suggestion is: not asked, on its way, here, or failed (the reply unreadable, or an error). */
export type SuggestionState<Value> =
	| { readonly status: 'idle' }
	| { readonly status: 'asking' }
	| { readonly status: 'ready'; readonly value: Value }
	| { readonly status: 'unreadable' }
	| { readonly status: 'failed'; readonly error: AssistantError };

const IDLE = { status: 'idle' } as const;

/**
 * A service that refused an image (its model cannot see images) says so in these words, not as
 * a generic failure: nothing was described, and asking again will not change that.
 */
const imageRefused = (): AssistantError => ({
	code: 'error_unknown',
	message: __('The site’s AI model cannot see images, so it cannot describe this one.', 'blockyard'),
	retryable: false,
});

/**
 * One suggestion of a kind: `ask(messagesOf, parse)` sends the messages (built by the caller from
 * what the author chose to send, after asking the site what they need), reads the whole reply and parses it (`parse` may ask the site
 * more, e.g. which of the suggested terms it has); `reset` forgets it. A new
 * `ask` abandons the one before, and so does the component going. The request is counted
 * against the site's quota as the assistant's are, and a reply of "quota exceeded" marks the site
 * over its limit for every AI control of the editor.
 */
export function useSuggestion<Value>(kind: SuggestionKind) {
	const host = useHost();
	const recordEvent = useTracker();
	const { countRequest, markOverLimit } = useDispatch(useRegisteredStore(aiAssistantStore));
	const [state, setState] = useState<SuggestionState<Value>>(IDLE);
	const controller = useRef<AbortController | undefined>(undefined);

	const ask = useCallback(
		async (
			messagesOf: () => readonly AiMessage[] | Promise<readonly AiMessage[]>,
			parse: (reply: string) => SuggestionReply<Value> | Promise<SuggestionReply<Value>>
		) => {
			controller.current?.abort();
			const abort = new AbortController();
			controller.current = abort;
			setState({ status: 'asking' });
			recordEvent(AI_EVENTS.suggestionRequest, { kind });
			try {
				const messages = await messagesOf();
				const reply = await querySuggestion(host, messages, {
					signal: abort.signal,
					// The service counted the query once it answered.
					onAnswered: () => void countRequest(),
				});
				const parsed = await parse(reply);
				if (abort.signal.aborted) {
					return;
				}
				setState(parsed.ok ? { status: 'ready', value: parsed.value } : { status: 'unreadable' });
			} catch (error) {
				if (abort.signal.aborted) {
					return;
				}
				const refusedImage = isImagesNotAcceptedError(error);
				const assistantError = refusedImage ? imageRefused() : toAssistantError(error);
				if (assistantError.code === 'error_quota_exceeded') {
					void markOverLimit();
				}
				recordEvent(AI_EVENTS.suggestionError, {
					kind,
					code: refusedImage ? 'images_not_accepted' : assistantError.code,
				});
				setState({ status: 'failed', error: assistantError });
			}
		},
		[countRequest, host, kind, markOverLimit, recordEvent]
	);

	const reset = useCallback(() => {
		controller.current?.abort();
		setState(IDLE);
	}, []);

	useEffect(() => () => controller.current?.abort(), []);

	return { state, ask, reset };
}
