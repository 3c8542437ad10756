import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createLazyLoader, LOAD_TIMEOUT_MS, LoadTimeoutError } from './lazy-loader';

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

/** A load that never settles, as a chunk whose request stalls. */
const stalled = () => new Promise<string>(() => undefined);

describe('createLazyLoader’s time-out', () => {
	it('fails a load still unfinished after two minutes, and Retry loads again', async () => {
		const load = vi.fn(stalled);
		const loader = createLazyLoader(load);
		const result = loader.load().catch((error: unknown) => error);

		await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
		expect(loader.getState()).toEqual({ status: 'loading' });

		await vi.advanceTimersByTimeAsync(1);
		const error = await result;
		expect(error).toBeInstanceOf(LoadTimeoutError);
		expect(loader.getState()).toEqual({ status: 'failed', error });
		expect(LOAD_TIMEOUT_MS).toBe(120_000);

		load.mockResolvedValueOnce('edit');
		await expect(loader.load()).resolves.toBe('edit');
		expect(loader.getState()).toEqual({ status: 'loaded', value: 'edit' });
		expect(load).toHaveBeenCalledTimes(2);
	});

	it('counts the automatic retry within the same two minutes', async () => {
		const load = vi
			.fn<() => Promise<string>>()
			.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
			.mockImplementation(stalled);
		const loader = createLazyLoader(load, { retryDelayMs: 500 });
		const result = loader.load().catch((error: unknown) => error);

		await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS);
		expect(await result).toBeInstanceOf(LoadTimeoutError);
		expect(load).toHaveBeenCalledTimes(2);
	});

	it('leaves a load that arrives in time as it was, with no timer left behind', async () => {
		const loader = createLazyLoader(() => Promise.resolve('edit'), { timeoutMs: 1000 });

		await expect(loader.load()).resolves.toBe('edit');
		expect(vi.getTimerCount()).toBe(0);
		await vi.advanceTimersByTimeAsync(1000);
		expect(loader.getState()).toEqual({ status: 'loaded', value: 'edit' });
	});
});
