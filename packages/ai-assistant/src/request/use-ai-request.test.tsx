import { AI_STREAM_IDLE_TIMEOUT_MS, type AiMessage } from '@blockyard/api-client';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildPromptMessages } from '../prompts/build-prompt-messages';
import { aiAssistantStore } from '../store';
import type { HostSite } from '@blockyard/ui';

import { drive } from '../test/block-editor';
import {
	BLOG_ID,
	createFakeAiService,
	FREE_FEATURE,
	TOKEN,
	replyPieces,
	type FakeAiService,
} from '../test/fake-ai-service';
import { createTestHost, renderHookWithHost } from '../test/test-host';
import type { AiRequest } from '../types';
import { PIECES_PER_SLICE } from './pacing';
import { useAiRequest, type AiRequestCallbacks, type SentRequest } from './use-ai-request';

const HISTORY: readonly AiMessage[] = [
	{ role: 'user', content: 'Write about birds' },
	{ role: 'assistant', content: 'Birds fly.' },
];
const SENT: SentRequest = {
	request: { promptType: 'userPrompt', input: { request: 'Now write about kites' } },
	history: HISTORY,
};
const OTHER: SentRequest = {
	request: { promptType: 'summarize', input: { content: 'A long text about the sea.' } },
	history: [],
};

const NETWORK_MESSAGE = 'It was not possible to process your request. Mind trying again?';

let service: FakeAiService;

beforeEach(() => {
	service = createFakeAiService();
});

afterEach(cleanup);

/** The hook in an editor of its own, whose host reaches the fake AI service. */
function renderRequest(site?: Partial<HostSite>) {
	const onDone = vi.fn<AiRequestCallbacks['onDone']>();
	const onFail = vi.fn<AiRequestCallbacks['onFail']>();
	const host = createTestHost({ fetch: service.fetch, ...(site ? { site } : {}) });
	const renders = { count: 0 };
	const view = renderHookWithHost(() => {
		renders.count += 1;
		return useAiRequest({ onDone, onFail });
	}, host);
	const ai = () => view.registry.select(aiAssistantStore);
	return { ...view, onDone, onFail, ai, renders };
}

type View = ReturnType<typeof renderRequest>;

/** Starts a request (its promise only settles when the stream ends, so it is not awaited). */
const start = (view: View, sent: SentRequest = SENT) => drive(() => void view.result.current.run(sent));

const streamAt = (index: number) => service.stream(index);

const lastUserMessage = (sent: SentRequest): AiMessage | undefined =>
	buildPromptMessages(sent.request, sent.history).at(-1);

describe('useAiRequest', () => {
	it('goes init → requesting → suggesting → done and reports the full reply', async () => {
		const view = renderRequest();
		const { result, onDone, onFail } = view;
		expect(result.current.state.status).toBe('init');

		await start(view);
		expect(result.current.state).toMatchObject({ status: 'requesting', suggestion: '' });
		expect(service.requestsTo('token')).toHaveLength(1);
		const messages = buildPromptMessages(SENT.request, SENT.history);
		expect(service.requestsTo('query')).toHaveLength(1);
		const stream = streamAt(0);
		expect(stream.request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
		expect(stream.sent).toEqual({ messages, feature: 'ai-assistant', post_id: 7 });
		// The history goes along, between the system prompt and the new user message.
		expect(messages.slice(1, -1)).toEqual(HISTORY);

		await drive(() => stream.send('Kites '));
		expect(result.current.state).toMatchObject({ status: 'suggesting', suggestion: 'Kites ' });
		await drive(() => stream.send('ride the wind.'));
		expect(result.current.state).toMatchObject({
			status: 'suggesting',
			suggestion: 'Kites ride the wind.',
		});
		expect(onDone).not.toHaveBeenCalled();

		await drive(() => stream.finish());
		expect(result.current.state).toMatchObject({ status: 'done', suggestion: 'Kites ride the wind.' });
		expect(result.current.state.error).toBeUndefined();
		const userMessage = messages.at(-1);
		expect(userMessage).toMatchObject({ role: 'user', content: 'Now write about kites' });
		expect(onDone).toHaveBeenCalledExactlyOnceWith({
			text: 'Kites ride the wind.',
			userMessage,
			sent: SENT,
		});
		expect(onFail).not.toHaveBeenCalled();
	});

	it('asks for the model it is given, on a retry too, and for none by default', async () => {
		service.replyNext('query', { status: 503 });
		const view = renderRequest();
		await drive(() => void view.result.current.run(SENT, { model: 'gpt-4' }));
		await drive(() => view.result.current.retry());
		await drive(() => void view.result.current.run(OTHER));

		expect(
			service.requestsTo('query').map((request) => (request.body as { model?: string }).model)
		).toEqual(['gpt-4', 'gpt-4', undefined]);
	});

	describe('the token path of the site', () => {
		it('asks the platform for a simple site’s token, under the site’s id', async () => {
			const view = renderRequest({ type: 'simple', id: BLOG_ID });
			await start(view);

			expect(service.requestsTo('hostedToken')).toHaveLength(1);
			expect(service.requestsTo('token')).toEqual([]);
			expect(streamAt(0).request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
			await drive(() => streamAt(0).send('Kites'));
			await drive(() => streamAt(0).finish());
			expect(view.result.current.state).toMatchObject({ status: 'done', suggestion: 'Kites' });
		});

		it.each([
			['a self-hosted site', { type: 'self-hosted', id: BLOG_ID }],
			['an atomic site', { type: 'atomic', id: BLOG_ID }],
			['a simple site whose id is unknown', { type: 'simple' }],
		] as const)('asks the provider plugin for the token of %s', async (_name, site) => {
			const view = renderRequest(site);
			await start(view);

			expect(service.requestsTo('token')).toHaveLength(1);
			expect(service.requestsTo('hostedToken')).toEqual([]);
			expect(service.requestsTo('query')).toHaveLength(1);
		});
	});

	describe('a token that cannot be fetched', () => {
		it('ends in a retryable network error, not in requesting', async () => {
			service.replyNext('token', {
				status: 500,
				body: { code: 'internal_server_error', message: 'Oops' },
			});
			const view = renderRequest();
			await start(view);

			const { state } = view.result.current;
			expect(state.status).toBe('error');
			expect(state.error).toEqual({ code: 'error_network', message: NETWORK_MESSAGE, retryable: true });
			expect(service.requestsTo('query')).toEqual([]);
			expect(view.onFail).toHaveBeenCalledExactlyOnceWith(state.error, {
				networkFailure: false,
				sent: SENT,
			});
			expect(view.onDone).not.toHaveBeenCalled();
		});

		it('is a network failure when fetch itself failed', async () => {
			service.failNext('token');
			const view = renderRequest();
			await start(view);

			expect(view.result.current.state).toMatchObject({
				status: 'error',
				error: { code: 'error_network' },
			});
			expect(view.onFail).toHaveBeenCalledExactlyOnceWith(
				expect.objectContaining({ retryable: true }),
				{
					networkFailure: true,
					sent: SENT,
				}
			);
		});
	});

	it('stops while suggesting: done with the text so far, later chunks change nothing', async () => {
		const view = renderRequest();
		const { result, onDone, onFail } = view;
		await start(view);
		const stream = streamAt(0);
		await drive(() => stream.send('Once upon'));

		await drive(() => result.current.stop());
		expect(stream.aborted).toBe(true);
		const stopped = result.current.state;
		expect(stopped).toMatchObject({ status: 'done', suggestion: 'Once upon' });
		expect(onDone).toHaveBeenCalledExactlyOnceWith({
			text: 'Once upon',
			userMessage: lastUserMessage(SENT),
			sent: SENT,
		});

		await drive(() => stream.send(' a time'));
		await drive(() => stream.finish());
		expect(result.current.state).toBe(stopped);
		expect(onDone).toHaveBeenCalledTimes(1);
		expect(onFail).not.toHaveBeenCalled();
	});

	describe('a long reply that arrives all at once', () => {
		const PIECES = replyPieces(20_000);
		const REPLY = PIECES.join('');

		afterEach(() => {
			vi.useRealTimers();
		});

		it('ends with the whole reply, in a few updates rather than one per piece', async () => {
			const view = renderRequest();
			const { result, onDone } = view;
			await start(view);
			const before = view.renders.count;

			await drive(() => {
				streamAt(0).sendAll(PIECES);
				streamAt(0).finish();
			});
			await waitFor(() => expect(result.current.state.status).toBe('done'), { timeout: 60_000 });

			expect(result.current.state.suggestion).toBe(REPLY);
			expect(onDone).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ text: REPLY }));
			// At most one update for each slice of the stream read between two returns of the
			// thread to the browser, and the final one.
			expect(view.renders.count - before).toBeLessThanOrEqual(
				Math.ceil(PIECES.length / PIECES_PER_SLICE) + 2
			);
		});

		it('shows the text at most once per animation frame, and Stop keeps what came after the last one', async () => {
			vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
			const view = renderRequest();
			const { result } = view;
			const afterTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
			await act(async () => {
				void result.current.run(SENT);
				await new Promise((resolve) => setTimeout(resolve, 0));
			});
			const before = view.renders.count;

			for (const piece of ['Kites', ' ride', ' the', ' wind', '.']) {
				streamAt(0).send(piece);
				await afterTask();
			}
			expect(result.current.state).toMatchObject({ status: 'requesting', suggestion: '' });
			expect(view.renders.count).toBe(before);

			await act(() => vi.advanceTimersToNextFrame());
			expect(result.current.state).toMatchObject({
				status: 'suggesting',
				suggestion: 'Kites ride the wind.',
			});
			expect(view.renders.count).toBe(before + 1);

			// Stop keeps what came after the last frame too.
			streamAt(0).send(' Again.');
			await afterTask();
			await act(() => result.current.stop());
			expect(result.current.state).toMatchObject({
				status: 'done',
				suggestion: 'Kites ride the wind. Again.',
			});
		});

		it('stops part-way through it, with the text read so far', async () => {
			const view = renderRequest();
			const { result, onDone } = view;
			await start(view);

			await drive(() => {
				streamAt(0).sendAll(PIECES);
				streamAt(0).finish();
			});
			await drive(() => result.current.stop());

			const { status, suggestion } = result.current.state;
			expect(status).toBe('done');
			// The reading gave the browser its thread back, so Stop came before the end of the reply.
			expect(suggestion).not.toBe('');
			expect(suggestion.length).toBeLessThan(REPLY.length);
			expect(REPLY.startsWith(suggestion)).toBe(true);
			expect(streamAt(0).aborted).toBe(true);
			expect(onDone).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ text: suggestion }));
		});

		it('keeps every piece read before an error, also what no frame showed yet', async () => {
			const view = renderRequest();
			const { result, onFail } = view;
			await start(view);

			await drive(() => {
				streamAt(0).sendAll(PIECES);
				streamAt(0).send(' and the last words');
				streamAt(0).sendError({ code: 'engine_failed', message: 'The model crashed.' });
			});
			await waitFor(() => expect(result.current.state.status).toBe('error'), { timeout: 60_000 });

			expect(result.current.state.suggestion).toBe(`${REPLY} and the last words`);
			expect(onFail).toHaveBeenCalledTimes(1);
		});
	});

	describe('a second request while the first runs', () => {
		it('keeps the first one’s late events out of the state and reports only the second', async () => {
			const view = renderRequest();
			const { result, onDone, onFail } = view;
			await start(view, OTHER);
			const first = streamAt(0);
			await drive(() => first.send('The sea'));
			expect(result.current.state.suggestion).toBe('The sea');

			await start(view, SENT);
			// The first stream was stopped; its closing `done` ('The sea') arrived after the second started.
			expect(first.aborted).toBe(true);
			expect(first.closed).toBe(true);
			expect(result.current.state).toMatchObject({ status: 'requesting', suggestion: '' });

			const second = streamAt(1);
			await drive(() => first.send(' is deep.'));
			await drive(() => second.send('Kites'));
			expect(result.current.state).toMatchObject({ status: 'suggesting', suggestion: 'Kites' });
			await drive(() => first.finish());
			await drive(() => second.finish());

			expect(result.current.state).toMatchObject({ status: 'done', suggestion: 'Kites' });
			expect(onDone).toHaveBeenCalledExactlyOnceWith({
				text: 'Kites',
				userMessage: lastUserMessage(SENT),
				sent: SENT,
			});
			expect(onFail).not.toHaveBeenCalled();
		});

		it('drops the first one silently when its token was still on its way', async () => {
			service.holdNext('token');
			const view = renderRequest();
			await start(view, OTHER);
			expect(view.result.current.state.status).toBe('requesting');

			await start(view, SENT);
			await drive(() => streamAt(0).send('Kites'));
			await drive(() => streamAt(0).finish());

			const [firstToken, secondToken] = service.requestsTo('token');
			expect(firstToken?.signal.aborted).toBe(true);
			expect(secondToken?.signal.aborted).toBe(false);
			expect(service.requestsTo('query')).toHaveLength(1);
			expect(view.result.current.state).toMatchObject({ status: 'done', suggestion: 'Kites' });
			expect(view.onFail).not.toHaveBeenCalled();
			expect(view.onDone).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ sent: SENT }));
		});
	});

	describe('the quota', () => {
		it('marks the site over its limit when the service says the quota is exceeded', async () => {
			service.replyNext('query', { status: 429 });
			const view = renderRequest();
			await act(() => view.registry.dispatch(aiAssistantStore).primeFeature(FREE_FEATURE));
			await start(view);

			expect(view.result.current.state).toMatchObject({
				status: 'error',
				error: { code: 'error_quota_exceeded', retryable: false },
			});
			expect(view.ai().getFeature()).toMatchObject({ isOverLimit: true, requestsCount: 3 });
			expect(view.onFail).toHaveBeenCalledExactlyOnceWith(view.result.current.state.error, {
				networkFailure: false,
				sent: SENT,
			});
		});

		it('marks the site over its limit even when its plan was not known yet', async () => {
			service.replyNext('query', { status: 429 });
			const view = renderRequest();
			await start(view);

			expect(view.ai().getFeature()?.isOverLimit).toBe(true);
		});

		it('counts one request once the service answers, as the service does', async () => {
			const view = renderRequest();
			await act(() => view.registry.dispatch(aiAssistantStore).primeFeature(FREE_FEATURE));
			await start(view);
			expect(view.ai().getFeature()?.requestsCount).toBe(3);
			await drive(() => streamAt(0).send('Kites'));
			expect(view.ai().getFeature()?.requestsCount).toBe(4);

			await drive(() => streamAt(0).finish());
			expect(view.ai().getFeature()).toMatchObject({ requestsCount: 4, isOverLimit: false });
		});
	});

	it('shows the generic message when the service streams an error object', async () => {
		const view = renderRequest();
		await start(view);
		await drive(() => streamAt(0).send('Kites '));
		await drive(() => streamAt(0).sendError({ code: 'engine_failed', message: 'The model crashed.' }));

		expect(view.result.current.state).toMatchObject({
			status: 'error',
			suggestion: 'Kites ',
			error: {
				code: 'error_response',
				message:
					'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.',
				retryable: false,
			},
		});
		expect(view.onFail).toHaveBeenCalledExactlyOnceWith(view.result.current.state.error, {
			networkFailure: false,
			sent: SENT,
		});
		expect(view.onDone).not.toHaveBeenCalled();
	});

	describe('a service that goes silent', () => {
		afterEach(() => {
			vi.useRealTimers();
		});

		it('ends the request with a network error after the idle timeout, and Retry asks again', async () => {
			vi.useFakeTimers();
			const view = renderRequest();
			await act(async () => {
				void view.result.current.run(SENT);
				await vi.advanceTimersByTimeAsync(0);
			});
			await act(async () => {
				streamAt(0).send('Kites ');
				// The next animation frame shows it.
				await vi.advanceTimersByTimeAsync(16);
			});
			expect(view.result.current.state.status).toBe('suggesting');

			await act(() => vi.advanceTimersByTimeAsync(AI_STREAM_IDLE_TIMEOUT_MS));

			expect(view.result.current.state).toMatchObject({
				status: 'error',
				suggestion: 'Kites ',
				error: { code: 'error_network', message: NETWORK_MESSAGE, retryable: true },
			});
			expect(streamAt(0).aborted).toBe(true);
			expect(view.onFail).toHaveBeenCalledExactlyOnceWith(view.result.current.state.error, {
				networkFailure: false,
				sent: SENT,
			});

			await act(async () => {
				view.result.current.retry();
				await vi.advanceTimersByTimeAsync(0);
			});
			expect(view.result.current.state.status).toBe('requesting');
			expect(service.requestsTo('query')).toHaveLength(2);
		});
	});

	it('offers no Retry when the service refuses the query itself (a 400)', async () => {
		service.replyNext('query', {
			status: 400,
			body: { code: 'invalid_request', message: 'Bad request.' },
		});
		const view = renderRequest();
		await start(view);

		expect(view.result.current.state).toMatchObject({
			status: 'error',
			error: { code: 'error_network', message: NETWORK_MESSAGE, retryable: false },
		});
		expect(view.onFail).toHaveBeenCalledExactlyOnceWith(view.result.current.state.error, {
			networkFailure: false,
			sent: SENT,
		});
	});

	it('retries the last request exactly as it was sent', async () => {
		service.replyNext('query', { status: 503 });
		const view = renderRequest();
		const { result, onDone, onFail } = view;
		await start(view);
		expect(result.current.state).toMatchObject({
			status: 'error',
			error: { code: 'error_service_unavailable', retryable: true },
		});
		expect(onFail).toHaveBeenCalledTimes(1);

		await drive(() => result.current.retry());
		expect(result.current.state).toMatchObject({ status: 'requesting', suggestion: '' });
		expect(result.current.state.error).toBeUndefined();
		const [failed, retried] = service.requestsTo('query');
		expect(retried?.body).toEqual(failed?.body);
		expect(retried?.body).toMatchObject({ feature: 'ai-assistant', post_id: 7 });
		// With the token the first try fetched: the client keeps it for two minutes.
		expect(service.requestsTo('token')).toHaveLength(1);
		expect(retried?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);

		await drive(() => streamAt(0).send('Kites'));
		await drive(() => streamAt(0).finish());
		expect(result.current.state).toMatchObject({ status: 'done', suggestion: 'Kites' });
		expect(onDone).toHaveBeenCalledExactlyOnceWith(
			expect.objectContaining({ text: 'Kites', sent: SENT })
		);
	});

	it('ends in error_unknown without asking for a token when the prompt cannot be built', async () => {
		const request: AiRequest = { promptType: 'userPrompt', input: {} };
		const view = renderRequest();
		await start(view, { request, history: [] });

		expect(view.result.current.state).toMatchObject({
			status: 'error',
			error: { code: 'error_unknown', retryable: false },
		});
		expect(service.requests).toEqual([]);
		expect(view.onDone).not.toHaveBeenCalled();
	});

	it('sends a user prompt that has content but no request, the content as the request', async () => {
		const request: AiRequest = { promptType: 'userPrompt', input: { content: 'Write about kites.' } };
		const view = renderRequest();
		await start(view, { request, history: [] });

		expect(view.result.current.state.status).toBe('requesting');
		expect(streamAt(0).sent.messages?.at(-1)).toEqual({ role: 'user', content: 'Write about kites.' });
	});

	it('aborts the stream when the block goes away', async () => {
		const view = renderRequest();
		await start(view);
		const stream = streamAt(0);
		await drive(() => stream.send('Kites'));
		expect(stream.aborted).toBe(false);

		view.unmount();
		expect(stream.aborted).toBe(true);
		await drive();
		expect(stream.closed).toBe(true);
	});

	it('leaves a reset request in init: its late events and reply are dropped', async () => {
		const view = renderRequest();
		await start(view);
		const stream = streamAt(0);
		await drive(() => stream.send('Kites'));

		await drive(() => view.result.current.reset());
		expect(stream.aborted).toBe(true);
		expect(view.result.current.state).toMatchObject({ status: 'init', suggestion: '' });
		expect(view.onDone).not.toHaveBeenCalled();
		expect(view.onFail).not.toHaveBeenCalled();
	});

	// Try Again and Undo to original reset the request before the user sends again.
	it('streams a request sent after a reset into the state', async () => {
		const view = renderRequest();
		await start(view);
		await drive(() => streamAt(0).send('Kites'));
		await drive(() => streamAt(0).finish());
		await drive(() => view.result.current.reset());

		await start(view, OTHER);
		await drive(() => streamAt(1).send('The sea'));
		expect(view.result.current.state).toMatchObject({ status: 'suggesting', suggestion: 'The sea' });
		await drive(() => streamAt(1).finish());
		expect(view.result.current.state).toMatchObject({ status: 'done', suggestion: 'The sea' });
	});
});
