import { describe, expect, it } from 'vitest';

import { median, quantile, ratio, summarize } from './stats';

describe('stats', () => {
	it('takes the middle value, or the mean of the two middle ones', () => {
		expect(median([3, 1, 2])).toBe(2);
		expect(median([4, 1, 3, 2])).toBe(2.5);
		expect(median([7])).toBe(7);
	});

	it('interpolates quantiles between the nearest values', () => {
		expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
		expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
		expect(quantile([10, 20], 1)).toBe(20);
	});

	it('summarizes a sample without changing it', () => {
		const sample = [5, 1, 4, 2, 3];
		expect(summarize(sample)).toEqual({ n: 5, min: 1, q1: 2, median: 3, q3: 4, max: 5 });
		expect(sample).toEqual([5, 1, 4, 2, 3]);
	});

	it('refuses an empty sample and values that are not numbers', () => {
		expect(() => summarize([])).toThrow('at least one value');
		expect(() => median([1, Number.NaN])).toThrow('finite');
	});

	it('compares medians as a ratio to the baseline', () => {
		expect(ratio(summarize([105, 100, 110]), summarize([100, 90, 95]))).toBeCloseTo(1.1053, 4);
		expect(() => ratio(summarize([1]), summarize([0]))).toThrow('above zero');
	});
});
