import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { throttle } from './throttle';

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
});

describe('throttle', () => {
	it('calls at once, then folds the calls of the next 20 ms into one with the latest value', () => {
		const seen: number[] = [];
		const report = throttle((width: number) => seen.push(width), 20);

		report(300);
		expect(seen).toEqual([300]);

		vi.advanceTimersByTime(5);
		report(310);
		vi.advanceTimersByTime(5);
		report(320);
		vi.advanceTimersByTime(9);
		expect(seen).toEqual([300]);

		vi.advanceTimersByTime(1);
		expect(seen).toEqual([300, 320]);
	});

	it('runs at most once per wait while calls keep coming, and ends with the last value', () => {
		const seen: number[] = [];
		const report = throttle((width: number) => seen.push(width), 20);

		for (let time = 0; time < 100; time += 2) {
			report(time);
			vi.advanceTimersByTime(2);
		}
		vi.advanceTimersByTime(100);

		// 100 ms of calls every 2 ms: the first at once, then one per 20 ms.
		expect(seen).toHaveLength(6);
		expect(seen.at(-1)).toBe(98);
	});

	it('calls at once again after a quiet wait', () => {
		const seen: number[] = [];
		const report = throttle((width: number) => seen.push(width), 20);

		report(1);
		vi.advanceTimersByTime(50);
		report(2);

		expect(seen).toEqual([1, 2]);
	});

	it('drops a pending call when cancelled', () => {
		const seen: number[] = [];
		const report = throttle((width: number) => seen.push(width), 20);

		report(1);
		report(2);
		report.cancel();
		vi.advanceTimersByTime(100);

		expect(seen).toEqual([1]);
	});
});
