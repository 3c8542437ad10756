import { afterEach, describe, expect, it, vi } from 'vitest';

import { pause } from './pause';

afterEach(() => {
	vi.useRealTimers();
});

describe('pause', () => {
	it('waits the given time', async () => {
		vi.useFakeTimers();
		let settled = false;
		const waiting = pause(30, new AbortController().signal).then(() => (settled = true));
		await vi.advanceTimersByTimeAsync(29);
		expect(settled).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		await waiting;
		expect(vi.getTimerCount()).toBe(0);
	});

	it('settles on abort and leaves no timer behind', async () => {
		vi.useFakeTimers();
		const abort = new AbortController();
		const waiting = pause(10_000, abort.signal);
		expect(vi.getTimerCount()).toBe(1);
		abort.abort();
		await waiting;
		expect(vi.getTimerCount()).toBe(0);
	});

	it('does not wait at all for 0 ms or an aborted signal', () => {
		vi.useFakeTimers();
		const abort = new AbortController();
		abort.abort();
		void pause(0, new AbortController().signal);
		void pause(50, abort.signal);
		expect(vi.getTimerCount()).toBe(0);
	});
});
