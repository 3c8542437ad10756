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

	it('otherwise resolves after work already queued as a task', async () => {
		const order: string[] = [];
		setTimeout(() => order.push('earlier task'), 0);
		await new Promise((resolve) => setTimeout(resolve, 0));
		const done = yieldToBrowser().then(() => order.push('after the yield'));
		expect(order).toEqual(['earlier task']);
		await done;
		expect(order).toEqual(['earlier task', 'after the yield']);
	});
});
