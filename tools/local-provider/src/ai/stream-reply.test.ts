import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EngineDelta } from './engine';
import { replyEvents } from './stream-reply';

afterEach(() => {
	vi.useRealTimers();
});

async function* words(...pieces: string[]): AsyncGenerator<EngineDelta> {
	for (const content of pieces) {
		yield { content };
	}
}

async function all(events: AsyncIterable<string>): Promise<string[]> {
	const got: string[] = [];
	for await (const event of events) {
		got.push(event);
	}
	return got;
}

describe('replyEvents', () => {
	it('streams one event per delta, then [DONE]', async () => {
		const events = await all(replyEvents(words('a', ' b'), {}, new AbortController().signal));
		expect(events).toEqual([
			'data: {"choices":[{"index":0,"delta":{"content":"a"}}]}\n\n',
			'data: {"choices":[{"index":0,"delta":{"content":" b"}}]}\n\n',
			'data: [DONE]\n\n',
		]);
	});

	it('pace=ms: waits between two events, not before the first', async () => {
		vi.useFakeTimers();
		const got: string[] = [];
		const reading = (async () => {
			for await (const event of replyEvents(
				words('a', ' b'),
				{ paceMs: 50 },
				new AbortController().signal
			)) {
				got.push(event);
			}
		})();
		await vi.advanceTimersByTimeAsync(0);
		expect(got).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(49);
		expect(got).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(got).toHaveLength(2);
		await vi.advanceTimersByTimeAsync(50);
		await reading;
		expect(got.at(-1)).toBe('data: [DONE]\n\n');
	});

	it('pace=ms: an abort ends the wait and the stream, leaving no timer behind', async () => {
		vi.useFakeTimers();
		const abort = new AbortController();
		const events = replyEvents(words('a', ' b', ' c'), { paceMs: 10_000 }, abort.signal);
		expect((await events.next()).done).toBe(false);
		const next = events.next();
		await vi.advanceTimersByTimeAsync(100);
		expect(vi.getTimerCount()).toBe(1);
		abort.abort();
		await expect(next).resolves.toEqual({ done: true, value: undefined });
		expect(vi.getTimerCount()).toBe(0);
	});

	it('tokens=N: N pieces of plain paragraphs instead of the reply, then [DONE]', async () => {
		const events = await all(
			replyEvents(words('zebra', ' crossing'), { tokens: 500 }, new AbortController().signal)
		);
		expect(events).toHaveLength(501);
		expect(events[0]).toContain('"content":"Bees"');
		expect(events.join('')).not.toContain('zebra');
		expect(events.at(-1)).toBe('data: [DONE]\n\n');
	});

	it('cut-after=N stops after N events without [DONE]', async () => {
		const events = await all(
			replyEvents(words('a', 'b', 'c'), { cutAfter: 2 }, new AbortController().signal)
		);
		expect(events).toHaveLength(2);
		expect(events.join('')).not.toContain('[DONE]');
	});

	it('error-event: an error object after the first event, then the end (no [DONE])', async () => {
		const events = await all(
			replyEvents(words('a', 'b', 'c'), { errorEvent: true }, new AbortController().signal)
		);
		expect(events).toHaveLength(2);
		expect(JSON.parse(events[1]?.slice('data: '.length) ?? '')).toEqual({
			error: {
				code: 'blockyard_injected_fault',
				message: 'Fault injected: an error event.',
				type: 'server_error',
			},
		});
	});

	it('an engine that fails part-way ends the stream with an error object', async () => {
		async function* failing(): AsyncGenerator<EngineDelta> {
			yield { content: 'a' };
			throw new Error('upstream closed');
		}
		const events = await all(replyEvents(failing(), {}, new AbortController().signal));
		expect(events).toHaveLength(2);
		expect(events[1]).toContain('"code":"ai_engine_failed"');
		expect(events[1]).toContain('upstream closed');
		expect(events.join('')).not.toContain('[DONE]');
	});

	it("an engine's refusal is an error object of type invalid_request_error that ends the stream", async () => {
		async function* refusing(): AsyncGenerator<EngineDelta> {
			yield { error: { code: 'images_not_accepted', message: 'No images.' } };
			yield { content: 'never sent' };
		}
		const events = await all(replyEvents(refusing(), {}, new AbortController().signal));
		expect(events).toEqual([
			'data: {"error":{"code":"images_not_accepted","message":"No images.","type":"invalid_request_error"}}\n\n',
		]);
	});

	it('an engine that fails after an abort ends quietly', async () => {
		const abort = new AbortController();
		async function* failing(): AsyncGenerator<EngineDelta> {
			yield { content: 'a' };
			abort.abort();
			throw new Error('aborted');
		}
		const events = await all(replyEvents(failing(), {}, abort.signal));
		expect(events).toHaveLength(1);
	});
});
