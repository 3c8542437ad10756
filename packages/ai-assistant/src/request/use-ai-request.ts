import { ai, type AiMessage } from '@blockyard/api-client';
import { useTracker } from '@blockyard/connection';
import { useHost, useRegisteredStore, yieldToBrowser } from '@blockyard/ui';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useReducer, useRef } from '@wordpress/element';

import { buildPromptMessages } from '../prompts/build-prompt-messages';
import { aiAssistantStore } from '../store';
import { AI_EVENTS } from '../tracking/ai-events';
import type { AiRequest, AssistantError } from '../types';
import { isNetworkFailure, toAssistantError } from './errors';
import { tokenSite } from './token-site';
import { INITIAL_REQUEST_STATE, requestReducer } from './machine';
import {
	DRAFT_INTERVAL_MS,
	PIECES_PER_SLICE,
	textPerFrame,
	textPerInterval,
	type TextPerFrame,
	type TextPerInterval,
} from './pacing';

/** One request as it was sent: what to ask, and the conversation before it. */
export interface SentRequest {
	readonly request: AiRequest;
	readonly history: readonly AiMessage[];
}

export interface AiRequestCallbacks {
	/** The reply is complete (or was stopped): its text and the user message it answers. */
	onDone(reply: {
		readonly text: string;
		readonly userMessage: AiMessage;
		readonly sent: SentRequest;
	}): void;
	/**
	 * Optional: the reply so far while it streams, at most once a second (`DRAFT_INTERVAL_MS`),
	 * and at once when it ends without `onDone` (Stop, an error) or the hook goes mid-stream:
	 * what a block keeps in its attributes so that a save mid-stream stores what is shown.
	 * `onDone` brings the whole reply instead of a last call.
	 */
	onProgress?(reply: { readonly text: string; readonly sent: SentRequest }): void;
	/** The request failed; `networkFailure` when the connection itself broke (the history is trimmed then). */
	onFail(
		error: AssistantError,
		details: { readonly networkFailure: boolean; readonly sent: SentRequest }
	): void;
}

/** The AI service's feature name for the assistant's requests (Form AI sends its own). */
const DEFAULT_FEATURE = 'ai-assistant';

export interface RunOptions {
	/** The service's feature name: `ai-assistant` by default, `jetpack-form-ai-extension` for forms. */
	readonly feature?: string;
	/** The model to ask for (`modelFor(useGpt4)`); the service's default when absent. */
	readonly model?: string | undefined;
	/** The user asked again after a failure (Retry): said in the usage event. */
	readonly isRetry?: boolean;
}

/**
 * Runs AI requests for one block: fetches the token, streams the reply into
 * the request state (init → requesting → suggesting → done | error)
 * and reports the outcome. A new request or `stop` abandons the one before;
 * late events of an abandoned request never reach the state. Retry resends
 * the last request as it was.
 *
 * The streamed text reaches the state at most once per animation frame, and the reading
 * gives the browser its thread back between slices of the stream (see `./pacing`): a reply
 * of thousands of pieces arriving at once costs a few renders, not one per piece. Stop and
 * an error keep the text read so far; the end of the reply brings the whole of it.
 */
export function useAiRequest(callbacks: AiRequestCallbacks) {
	const host = useHost();
	const recordEvent = useTracker();
	const { countRequest, markOverLimit } = useDispatch(useRegisteredStore(aiAssistantStore));
	const [state, dispatch] = useReducer(requestReducer, INITIAL_REQUEST_STATE);
	const controller = useRef<AbortController | undefined>(undefined);
	const requestId = useRef(INITIAL_REQUEST_STATE.requestId);
	// The current request's way to the screen, holding the text no frame has shown yet.
	const screenRef = useRef<TextPerFrame | undefined>(undefined);
	// The current request's way to the callbacks' `onProgress`, holding the text not handed on yet.
	const draftRef = useRef<TextPerInterval | undefined>(undefined);
	// The id of a request whose outcome no longer matters (reset, unmount): it reports nothing.
	const discarded = useRef<number | undefined>(undefined);
	const lastSent = useRef<{ readonly sent: SentRequest; readonly options: RunOptions } | undefined>(
		undefined
	);
	const latestCallbacks = useRef(callbacks);
	latestCallbacks.current = callbacks;

	const run = useCallback(
		async (sent: SentRequest, options: RunOptions = {}) => {
			controller.current?.abort();
			screenRef.current?.cancel();
			draftRef.current?.cancel();
			const abort = new AbortController();
			controller.current = abort;
			lastSent.current = { sent, options };
			requestId.current += 1;
			const id = requestId.current;
			const screen = textPerFrame((text) => dispatch({ type: 'suggestion', text, requestId: id }));
			screenRef.current = screen;
			const draft = textPerInterval(
				(text) => latestCallbacks.current.onProgress?.({ text, sent }),
				DRAFT_INTERVAL_MS
			);
			draftRef.current = draft;
			dispatch({ type: 'request' });
			const feature = options.feature ?? DEFAULT_FEATURE;
			const promptType = sent.request.promptType;
			recordEvent(AI_EVENTS.request, {
				feature,
				prompt_type: promptType,
				retry: options.isRetry === true,
			});

			const isCurrent = () => id === requestId.current && discarded.current !== id;
			let messages: AiMessage[];
			try {
				messages = buildPromptMessages(sent.request, sent.history);
			} catch (error) {
				const assistantError = toAssistantError(error);
				recordEvent(AI_EVENTS.requestError, {
					feature,
					prompt_type: promptType,
					code: assistantError.code,
				});
				dispatch({ type: 'fail', error: assistantError, requestId: id });
				latestCallbacks.current.onFail(assistantError, { networkFailure: false, sent });
				return;
			}
			const userMessage = messages.at(-1) ?? { role: 'user', content: '' };
			try {
				// The request starts in a task of its own: the one that sent it (a key press, a
				// click) already renders the block as working, and making the request is not cheap.
				await yieldToBrowser();
				if (!isCurrent()) {
					return;
				}
				const { token } = await ai.requestToken(host.api, {
					...tokenSite(host.site),
					signal: abort.signal,
				});
				const postId = host.getPost().id;
				const stream = ai.streamQuery(host.api, {
					token,
					messages,
					feature,
					signal: abort.signal,
					...(options.model === undefined ? {} : { model: options.model }),
					...(postId === undefined ? {} : { postId }),
				});
				let counted = false;
				let piecesInSlice = 0;
				for await (const event of stream) {
					if (!counted) {
						// The service counted the query once it answered.
						void countRequest();
						counted = true;
					}
					if (!isCurrent()) {
						return;
					}
					if (event.type === 'suggestion') {
						screen.set(event.text);
						draft.set(event.text);
						piecesInSlice += 1;
						if (piecesInSlice === PIECES_PER_SLICE) {
							piecesInSlice = 0;
							await yieldToBrowser();
						}
					} else if (event.type === 'done') {
						screen.cancel();
						draft.cancel();
						// Handing the reply on (a block writes it to its attributes) and showing it as
						// finished (Accept, Try again) each render a long reply's block again: each in a
						// task of its own. The reply is handed on first, so Accept never shows before
						// the block holds it.
						latestCallbacks.current.onDone({ text: event.text, userMessage, sent });
						await yieldToBrowser();
						dispatch({ type: 'done', text: event.text, requestId: id });
					}
				}
			} catch (error) {
				if (abort.signal.aborted || !isCurrent()) {
					// Stopped or replaced: Stop already moved the state to done.
					return;
				}
				// The text read before the error stays on screen.
				screen.flush();
				draft.flush();
				const assistantError = toAssistantError(error);
				if (assistantError.code === 'error_quota_exceeded') {
					void markOverLimit();
				}
				recordEvent(AI_EVENTS.requestError, {
					feature,
					prompt_type: promptType,
					code: assistantError.code,
				});
				dispatch({ type: 'fail', error: assistantError, requestId: id });
				latestCallbacks.current.onFail(assistantError, {
					networkFailure: isNetworkFailure(error),
					sent,
				});
			}
		},
		[countRequest, host, markOverLimit, recordEvent]
	);

	/** Stops the stream: the text so far stays (Stop moves the request to done). */
	const stop = useCallback(() => {
		screenRef.current?.flush();
		draftRef.current?.flush();
		dispatch({ type: 'stop' });
		controller.current?.abort();
	}, []);

	const retry = useCallback(() => {
		if (lastSent.current) {
			void run(lastSent.current.sent, { ...lastSent.current.options, isRetry: true });
		}
	}, [run]);

	/** Abandons the current request without a word from it, and goes back to init. */
	const reset = useCallback(() => {
		discarded.current = requestId.current;
		controller.current?.abort();
		screenRef.current?.cancel();
		draftRef.current?.cancel();
		dispatch({ type: 'reset' });
	}, []);

	useEffect(
		() => () => {
			discarded.current = requestId.current;
			controller.current?.abort();
			screenRef.current?.cancel();
			// What was shown of a reply cut short by the block going stays the block's.
			draftRef.current?.flush();
		},
		[]
	);

	return { state, run, stop, retry, reset };
}
