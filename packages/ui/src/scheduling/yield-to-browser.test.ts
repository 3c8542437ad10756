import { afterEach, describe, expect, it, vi } from 'vitest';

import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
	it('uses the scheduler’s yield where the browser has one', async () => {
		const yieldFn = vi.fn(() => Promise.resolve());
		vi.stubGlobal('scheduler', { yield: yieldFn });
		await yieldToBrowser();
		expect(yieldFn).toHaveBeenCalledTimes(1);
	});

	it('otherwise resolves in a later task, after the microtasks queued meanwhile', async () => {
		const order: string[] = [];
		const done = yieldToBrowser().then(() => order.push('after the yield'));
		queueMicrotask(() => order.push('microtask queued after the call'));
		await done;
		expect(order).toEqual(['microtask queued after the call', 'after the yield']);
	});
});
