import { afterEach, describe, expect, it, vi } from 'vitest';

import { AI_ERROR_MESSAGES, isAiError } from './ai-error';
import type { AiStreamEvent } from './stream-events';
import { StreamIdleError } from './idle-timeout';
import { AI_STREAM_IDLE_TIMEOUT_MS, streamAiQuery, type AiQueryOptions } from './stream-query';

const frame = (delta: Record<string, unknown>): string =>
	`data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`;

/** A fetch answering one SSE body, recording the request. */
function sseFetch(body: string, status = 200) {
	const requests: Request[] = [];
	const fetch: typeof globalThis.fetch = async (input, init) => {
		requests.push(new Request(input, init));
		return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
	};
	return { fetch, requests };
}

async function run(body: string, options: Partial<AiQueryOptions> = {}, status = 200) {
	const { fetch, requests } = sseFetch(body, status);
	const events: AiStreamEvent[] = [];
	let error: unknown;
	try {
		for await (const event of streamAiQuery(
			{ url: 'http://ai.test/query', fetch },
			{ token: 't', question: 'q', ...options }
		)) {
			events.push(event);
		}
	} catch (caught) {
		error = caught;
	}
	return { events, error, requests };
}

const content = (...pieces: string[]): string =>
	pieces.map((piece) => frame({ content: piece })).join('') + 'data: [DONE]\n\n';

describe('streamAiQuery', () => {
	it('sends the bearer token, the body and stream_cache when asked', async () => {
		const { requests } = await run(content('Hi'), {
			question: undefined,
			messages: [{ role: 'user', content: 'Hello' }],
			postId: 3,
			feature: 'ai-assistant',
			cache: true,
		});
		const request = requests[0];
		expect(request?.headers.get('Authorization')).toBe('Bearer t');
		expect(new URL(request?.url ?? '').searchParams.get('stream_cache')).toBe('true');
		expect(await request?.json()).toEqual({
			messages: [{ role: 'user', content: 'Hello' }],
			post_id: 3,
			feature: 'ai-assistant',
		});
	});

	it('sends the model asked for, and none when none is asked for', async () => {
		const withModel = await run(content('Hi'), { model: 'gpt-4' });
		expect(await withModel.requests[0]?.json()).toEqual({ question: 'q', model: 'gpt-4' });
		const without = await run(content('Hi'), { model: '' });
		expect(await without.requests[0]?.json()).toEqual({ question: 'q' });
	});

	it('emits chunk and suggestion per piece, then done', async () => {
		const { events, error } = await run(content('Hello', ', world'));
		expect(error).toBeUndefined();
		expect(events).toEqual([
			{ type: 'chunk', text: 'Hello' },
			{ type: 'suggestion', text: 'Hello' },
			{ type: 'chunk', text: ', world' },
			{ type: 'suggestion', text: 'Hello, world' },
			{ type: 'done', text: 'Hello, world' },
		]);
	});

	it('reads a reply of 20,000 pieces sent in one chunk whole, each piece once', async () => {
		const pieces = Array.from({ length: 20_000 }, (_, index) => (index % 9 === 0 ? '\n\nBees' : ' buzz'));
		const { events, error } = await run(content(...pieces));
		expect(error).toBeUndefined();
		const chunks = events.filter((event) => event.type === 'chunk').map((event) => event.text);
		expect(chunks).toEqual(pieces);
		expect(events.at(-1)).toEqual({ type: 'done', text: pieces.join('') });
	});

	it('keeps showing a reply that says the marker later on', async () => {
		const { events, error } = await run(content('Sure.', ' JETPACK_AI_ERROR', ' is a marker.'));
		expect(error).toBeUndefined();
		expect(events.at(-1)).toEqual({ type: 'done', text: 'Sure. JETPACK_AI_ERROR is a marker.' });
	});

	it('holds back text that could still be the unclear marker, then shows it at once', async () => {
		const { events } = await run(content('JET', 'PACK', ' rocks'));
		expect(events).toEqual([
			{ type: 'chunk', text: 'JETPACK rocks' },
			{ type: 'suggestion', text: 'JETPACK rocks' },
			{ type: 'done', text: 'JETPACK rocks' },
		]);
	});

	it('shows a short reply that ended while it could have been the marker', async () => {
		const { events } = await run(content('JET'));
		expect(events.at(-1)).toEqual({ type: 'done', text: 'JET' });
	});

	it.each([
		['plain', ['JETPACK_AI', '_ERROR and more']],
		['bold', ['**', 'JETPACK_AI_ERROR**']],
		['split in many', ['J', 'E', 'T', 'PACK_AI_ERR', 'OR', ' again', ' and again']],
	])('raises error_unclear_prompt once for a %s marker and shows nothing', async (_name, pieces) => {
		const { events, error } = await run(content(...pieces));
		expect(events).toEqual([]);
		expect(isAiError(error) && error.code).toBe('error_unclear_prompt');
	});

	it('reports a function call with its pieces joined', async () => {
		const body =
			frame({ function_call: { name: 'get_', arguments: '{"a":' } }) +
			frame({ function_call: { name: 'weather', arguments: '1}' } }) +
			'data: [DONE]\n\n';
		const { events } = await run(body);
		expect(events).toEqual([
			{ type: 'functionCallDone', name: 'get_weather', arguments: '{"a":1}' },
			{ type: 'done', text: '' },
		]);
	});

	it.each([
		['a stream cut before [DONE]', frame({ content: 'Hi' }), 200, 'error_network'],
		['broken JSON', 'data: {"choices": [\n\n', 200, 'error_network'],
		['a 500', '', 500, 'error_network'],
		['a 429', '', 429, 'error_quota_exceeded'],
		['a 503', '', 503, 'error_service_unavailable'],
		['a 422', '', 422, 'error_moderation'],
	])('raises an AiError for %s', async (_name, body, status, code) => {
		const { error } = await run(body, {}, status);
		expect(isAiError(error) && error.code).toBe(code);
	});

	it('ends with error_response, keeping the error object, when an event carries one', async () => {
		const body =
			frame({ content: 'Once upon' }) +
			`data: ${JSON.stringify({ error: { code: 'engine_failed', message: 'The model crashed.', type: 'server_error' } })}\n\n` +
			frame({ content: ' a time' }) +
			'data: [DONE]\n\n';
		const { events, error } = await run(body);

		expect(events).toEqual([
			{ type: 'chunk', text: 'Once upon' },
			{ type: 'suggestion', text: 'Once upon' },
		]);
		expect(isAiError(error)).toBe(true);
		expect(error).toMatchObject({
			code: 'error_response',
			message: AI_ERROR_MESSAGES.error_response,
			severity: 'info',
			retryable: false,
			serviceError: { code: 'engine_failed', message: 'The model crashed.', type: 'server_error' },
		});
	});

	it('keeps only what an error object says', async () => {
		const { error } = await run(`data: {"error":{"code":500,"message":null}}\n\n`);
		expect(error).toMatchObject({ code: 'error_response', serviceError: { code: '500' } });
		expect(isAiError(error) && error.serviceError).toEqual({ code: '500' });
	});

	it('raises a network error when fetch itself fails', async () => {
		const fetch: typeof globalThis.fetch = async () => {
			throw new TypeError('Failed to fetch');
		};
		const iterator = streamAiQuery({ url: 'http://ai.test/q', fetch }, { token: 't', question: 'q' });
		const error: unknown = await iterator.next().catch((e: unknown) => e);
		expect(isAiError(error) && error.code).toBe('error_network');
	});

	it('ends with done and the text so far when stopped', async () => {
		const controller = new AbortController();
		const encoder = new TextEncoder();
		const fetch: typeof globalThis.fetch = async (_input, init) =>
			new Response(
				new ReadableStream<Uint8Array>({
					start(stream) {
						stream.enqueue(encoder.encode(frame({ content: 'First' })));
						init?.signal?.addEventListener('abort', () =>
							stream.error(new DOMException('Aborted', 'AbortError'))
						);
					},
				}),
				{ status: 200 }
			);
		const events: AiStreamEvent[] = [];
		for await (const event of streamAiQuery(
			{ url: 'http://ai.test/q', fetch },
			{ token: 't', question: 'q', signal: controller.signal }
		)) {
			events.push(event);
			if (event.type === 'suggestion') {
				controller.abort();
			}
		}
		expect(events.at(-1)).toEqual({ type: 'done', text: 'First' });
	});
});

describe('the idle timeout of streamAiQuery', () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	/**
	 * A service that answers at once, sends `first` and then says nothing until
	 * the test sends more; its download ends with an AbortError when aborted, as a browser's does.
	 */
	function silentService() {
		const encoder = new TextEncoder();
		let body: ReadableStreamDefaultController<Uint8Array> | undefined;
		let signal: AbortSignal | undefined;
		const fetch: typeof globalThis.fetch = async (_input, init) => {
			signal = init?.signal ?? undefined;
			return new Response(
				new ReadableStream<Uint8Array>({
					start(stream) {
						body = stream;
						stream.enqueue(encoder.encode(frame({ content: 'First' })));
						signal?.addEventListener('abort', () =>
							stream.error(new DOMException('Aborted', 'AbortError'))
						);
					},
				}),
				{ status: 200 }
			);
		};
		return {
			fetch,
			send: (piece: string) => body?.enqueue(encoder.encode(frame({ content: piece }))),
			finish: () => {
				body?.enqueue(encoder.encode('data: [DONE]\n\n'));
				body?.close();
			},
			aborted: () => signal?.aborted === true,
		};
	}

	/** Reads the stream in the background, recording its events and how it ended. */
	function read(fetch: typeof globalThis.fetch, options: Partial<AiQueryOptions> = {}) {
		const got: { events: AiStreamEvent[]; error?: unknown; over: boolean } = { events: [], over: false };
		const reading = (async () => {
			try {
				for await (const event of streamAiQuery(
					{ url: 'http://ai.test/q', fetch },
					{ token: 't', question: 'q', ...options }
				)) {
					got.events.push(event);
				}
			} catch (error) {
				got.error = error;
			}
			got.over = true;
		})();
		return { got, reading };
	}

	it('ends a stream silent for 30 s with a retryable network error, and stops the download', async () => {
		vi.useFakeTimers();
		const service = silentService();
		const { got, reading } = read(service.fetch);

		await vi.advanceTimersByTimeAsync(AI_STREAM_IDLE_TIMEOUT_MS - 1);
		expect(got.over).toBe(false);
		expect(got.events.at(-1)).toEqual({ type: 'suggestion', text: 'First' });
		await vi.advanceTimersByTimeAsync(1);
		await reading;

		expect(isAiError(got.error)).toBe(true);
		expect(got.error).toMatchObject({ code: 'error_network', retryable: true });
		expect(isAiError(got.error) && got.error.cause).toBeInstanceOf(StreamIdleError);
		expect(service.aborted()).toBe(true);
		expect(vi.getTimerCount()).toBe(0);
	});

	it('counts the silence from the last event, as long as the service keeps talking', async () => {
		vi.useFakeTimers();
		const service = silentService();
		const { got, reading } = read(service.fetch, { idleTimeoutMs: 1000 });

		for (const piece of [' second', ' third', ' fourth']) {
			await vi.advanceTimersByTimeAsync(900);
			service.send(piece);
		}
		await vi.advanceTimersByTimeAsync(900);
		service.finish();
		await reading;

		expect(got.error).toBeUndefined();
		expect(got.events.at(-1)).toEqual({ type: 'done', text: 'First second third fourth' });
		expect(vi.getTimerCount()).toBe(0);
	});

	it('waits no longer than the timeout for the answer to start', async () => {
		vi.useFakeTimers();
		let signal: AbortSignal | undefined;
		const fetch: typeof globalThis.fetch = (_input, init) => {
			signal = init?.signal ?? undefined;
			return new Promise<Response>(() => undefined);
		};
		const { got, reading } = read(fetch, { idleTimeoutMs: 5000 });

		await vi.advanceTimersByTimeAsync(5000);
		await reading;

		expect(got.error).toMatchObject({ code: 'error_network', retryable: true });
		expect(signal?.aborted).toBe(true);
	});

	it('waits for ever with 0', async () => {
		vi.useFakeTimers();
		const service = silentService();
		const { got, reading } = read(service.fetch, { idleTimeoutMs: 0 });

		await vi.advanceTimersByTimeAsync(10 * AI_STREAM_IDLE_TIMEOUT_MS);
		expect(got.over).toBe(false);
		service.finish();
		await reading;
		expect(got.events.at(-1)).toEqual({ type: 'done', text: 'First' });
	});

	it('does not count a slow reader as a silent service', async () => {
		vi.useFakeTimers();
		const { fetch, requests } = sseFetch(content('First', ' more'));
		const events: AiStreamEvent[] = [];
		const reading = (async () => {
			for await (const event of streamAiQuery(
				{ url: 'http://ai.test/q', fetch },
				{ token: 't', question: 'q', idleTimeoutMs: 100 }
			)) {
				events.push(event);
				await new Promise((resolve) => setTimeout(resolve, 500));
			}
		})();

		await vi.advanceTimersByTimeAsync(5000);
		await reading;
		expect(events.at(-1)).toEqual({ type: 'done', text: 'First more' });
		expect(requests[0]?.signal.aborted).toBe(false);
	});
});
