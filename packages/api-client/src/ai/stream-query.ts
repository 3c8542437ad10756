import { AiError, aiErrorForStatus, type AiServiceError } from './ai-error';
import { withinIdleTimeout } from './idle-timeout';
import { sseBatches } from './sse';
import {
	AI_STREAM_END,
	aiStreamErrorSchema,
	aiStreamEventSchema,
	type AiStreamErrorData,
	type AiFunctionDefinition,
	type AiMessage,
	type AiStreamEvent,
	type AiStreamEventData,
	toWireMessage,
} from './stream-events';
import { UNCLEAR_PROMPT_MARKER, unclearPromptState } from './unclear-marker';

export interface AiQueryOptions {
	/** The bearer token from `requestAiToken`. */
	readonly token: string;
	/** A single question… */
	readonly question?: string;
	/** …or a conversation. */
	readonly messages?: readonly AiMessage[];
	readonly postId?: number;
	/** `ai-assistant`, `ai-assistant-experimental`, `jetpack-form-ai-extension`, … */
	readonly feature?: string;
	readonly functions?: readonly AiFunctionDefinition[];
	/** The model to answer with (`gpt-4`, …); the service's default when absent. */
	readonly model?: string;
	/** Asks the service for a cached answer (`stream_cache=true`). */
	readonly cache?: boolean;
	/** Stops the stream: the iteration then ends with `done` and the text so far. */
	readonly signal?: AbortSignal;
	/** The marker of an unclear prompt. Default {@link UNCLEAR_PROMPT_MARKER}. */
	readonly unclearMarker?: string;
	/**
	 * How long (ms) the service may stay silent, for its answer to start or for
	 * the next event, before the stream ends with a network error (which may be
	 * retried). Default {@link AI_STREAM_IDLE_TIMEOUT_MS}; 0 waits for ever.
	 */
	readonly idleTimeoutMs?: number;
}

/** How long the AI stream may stay silent by default: 30 seconds. */
export const AI_STREAM_IDLE_TIMEOUT_MS = 30_000;

export interface AiStreamContext {
	/** The AI query endpoint. */
	readonly url: string;
	readonly fetch?: typeof globalThis.fetch | undefined;
}

function requestBody(options: AiQueryOptions): Record<string, unknown> {
	return {
		...(options.messages !== undefined
			? { messages: options.messages.map(toWireMessage) }
			: { question: options.question ?? '' }),
		...(options.postId !== undefined ? { post_id: options.postId } : {}),
		...(options.feature !== undefined ? { feature: options.feature } : {}),
		...(options.functions !== undefined ? { functions: options.functions } : {}),
		...(options.model !== undefined && options.model !== '' ? { model: options.model } : {}),
	};
}

/** The error object of an error event, with only the fields it has. */
function serviceErrorOf({ error }: AiStreamErrorData): AiServiceError {
	return {
		...(error.code === undefined || error.code === null ? {} : { code: String(error.code) }),
		...(typeof error.message === 'string' ? { message: error.message } : {}),
		...(typeof error.type === 'string' ? { type: error.type } : {}),
	};
}

function queryUrl(url: string, cache: boolean | undefined): string {
	if (!cache) {
		return url;
	}
	return `${url}${url.includes('?') ? '&' : '?'}stream_cache=true`;
}

/** What a stream needs while it runs: the signal of its download and how long it may stay silent. */
interface StreamControl {
	/** Aborted when the caller stops, or when the service stayed silent too long. */
	readonly download: AbortController;
	readonly idleTimeoutMs: number;
}

/** Waits for `promise` no longer than the idle timeout; past it, stops the download and rejects. */
const withinIdle = <T>(control: StreamControl, promise: Promise<T>): Promise<T> =>
	withinIdleTimeout(promise, control.idleTimeoutMs, () => control.download.abort());

async function open(
	context: AiStreamContext,
	options: AiQueryOptions,
	control: StreamControl
): Promise<Response | undefined> {
	const doFetch = context.fetch ?? globalThis.fetch;
	let response: Response;
	try {
		response = await withinIdle(
			control,
			doFetch(queryUrl(context.url, options.cache), {
				method: 'POST',
				headers: {
					Authorization: `Bearer ${options.token}`,
					'Content-Type': 'application/json',
					Accept: 'text/event-stream',
				},
				body: JSON.stringify(requestBody(options)),
				signal: control.download.signal,
			})
		);
	} catch (cause) {
		if (options.signal?.aborted) {
			return undefined;
		}
		throw new AiError('error_network', { cause });
	}
	if (!response.ok) {
		response.body?.cancel().catch(() => undefined);
		throw aiErrorForStatus(response.status);
	}
	if (!response.body) {
		throw new AiError('error_network', { status: response.status });
	}
	return response;
}

type AiStreamEventDelta = NonNullable<AiStreamEventData['choices'][number]['delta']>;

/** The delta of one event's data; throws the `AiError` the event stands for when it is not one. */
function deltaOf(data: string): AiStreamEventDelta | undefined {
	let parsed: unknown;
	try {
		parsed = JSON.parse(data);
	} catch (cause) {
		throw new AiError('error_network', { cause });
	}
	// Only an event with an `error` key can be one (the schema requires it): the thousands of
	// text events of a long reply skip a check that fails for them, and failing costs the most.
	if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
		const errorEvent = aiStreamErrorSchema.safeParse(parsed);
		if (errorEvent.success) {
			throw new AiError('error_response', { serviceError: serviceErrorOf(errorEvent.data) });
		}
	}
	const result = aiStreamEventSchema.safeParse(parsed);
	if (!result.success) {
		throw new AiError('error_network', { cause: result.error });
	}
	return result.data.choices[0]?.delta;
}

/**
 * Sends a query to the AI service and yields its answer as it streams in
 * (see {@link AiStreamEvent}). The reply is held back while it could still be
 * the unclear-prompt marker; once it starts with it the iteration throws an
 * `AiError` `error_unclear_prompt` (once, and ends). An event carrying an
 * error object (`{"error": {…}}`) ends it with an `AiError` `error_response`
 * that keeps the object (`serviceError`). HTTP errors and broken streams throw
 * `AiError`s too; nothing else is ever thrown. Aborting the
 * signal ends the iteration with `done` and the text shown so far.
 *
 * @example
 * for await (const event of streamAiQuery({ url }, { token, question: 'Hello' })) {
 * 	if (event.type === 'suggestion') render(event.text);
 * }
 */
export async function* streamAiQuery(
	context: AiStreamContext,
	options: AiQueryOptions
): AsyncGenerator<AiStreamEvent, void, undefined> {
	const marker = options.unclearMarker ?? UNCLEAR_PROMPT_MARKER;
	// Held as it grows (`+=`), and never sliced or searched whole on each event: in a reply of
	// thousands of pieces that would copy the whole text every time.
	let text = '';
	/** The text yielded so far: nothing, or all of `text` up to the last event. */
	let shown = '';
	let functionName = '';
	let functionArguments = '';
	let ended = false;
	/** Whether the reply may still be the unclear-prompt marker (its text is held back meanwhile). */
	let undecided = true;

	const download = new AbortController();
	const stopDownload = () => download.abort(options.signal?.reason);
	if (options.signal?.aborted) {
		download.abort(options.signal.reason);
	}
	options.signal?.addEventListener('abort', stopDownload, { once: true });
	const control: StreamControl = {
		download,
		idleTimeoutMs: options.idleTimeoutMs ?? AI_STREAM_IDLE_TIMEOUT_MS,
	};

	try {
		const response = await open(context, options, control);
		if (response?.body) {
			const batches = sseBatches(response.body);
			try {
				// The idle timer runs while the next network chunk is awaited, not once per event:
				// a chunk may hold thousands of them.
				reading: for (;;) {
					const next = await withinIdle(control, batches.next());
					if (next.done) {
						break;
					}
					for (const data of next.value) {
						if (options.signal?.aborted) {
							break reading;
						}
						if (data.trim() === AI_STREAM_END) {
							ended = true;
							break reading;
						}
						const delta = deltaOf(data);
						functionName += delta?.function_call?.name ?? '';
						functionArguments += delta?.function_call?.arguments ?? '';
						const content = delta?.content ?? '';
						if (content === '') {
							continue;
						}
						text += content;
						if (undecided) {
							// Only the reply's beginning can be the marker: once it is clear it stays
							// clear, and the growing text is not looked at again.
							const state = unclearPromptState(text, marker);
							if (state === 'unclear') {
								throw new AiError('error_unclear_prompt');
							}
							undecided = state === 'pending';
						}
						if (!undecided) {
							// The first piece shown brings what was held back with it.
							yield { type: 'chunk', text: shown === '' ? text : content };
							shown = text;
							yield { type: 'suggestion', text };
						}
					}
				}
			} catch (error) {
				if (error instanceof AiError) {
					throw error;
				}
				if (!options.signal?.aborted) {
					throw new AiError('error_network', { cause: error });
				}
			} finally {
				// Stops the download when the iteration ends early (a break, an error, the caller leaving).
				void batches.return(undefined).catch(() => undefined);
			}
			if (!ended && !options.signal?.aborted) {
				// The stream stopped without its end marker.
				throw new AiError('error_network');
			}
		}
	} finally {
		options.signal?.removeEventListener('abort', stopDownload);
	}

	if (ended && shown.length < text.length) {
		// It ended while it could still have been the marker: it was not.
		yield { type: 'chunk', text: text.slice(shown.length) };
		shown = text;
		yield { type: 'suggestion', text };
	}
	if (ended && functionName !== '') {
		yield { type: 'functionCallDone', name: functionName, arguments: functionArguments };
	}
	yield { type: 'done', text: shown };
}
