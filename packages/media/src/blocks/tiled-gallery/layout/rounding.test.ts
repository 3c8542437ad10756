// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { equalPercentages, percentages } from './rounding';

describe('percentages', () => {
	it('rounds to 5 decimals and gives the remainder to the last column', () => {
		expect(percentages([1, 1, 1])).toEqual([33.33333, 33.33333, 33.33334]);
		expect(percentages([2, 1])).toEqual([66.66667, 33.33333]);
		expect(equalPercentages(7)).toEqual([
			14.28571, 14.28571, 14.28571, 14.28571, 14.28571, 14.28571, 14.28574,
		]);
	});

	it('keeps every width above 0, even for a share next to nothing', () => {
		expect(percentages([1, 1e-12])).toEqual([99.99999, 0.00001]);
		expect(percentages([1e-12, 1])).toEqual([0.00001, 99.99999]);
	});

	it('shares equally when a share is not a positive finite number', () => {
		expect(percentages([1, 0, 2])).toEqual([33.33333, 33.33333, 33.33334]);
		expect(percentages([Number.NaN, 1])).toEqual([50, 50]);
		expect(percentages([Number.MAX_VALUE, Number.MAX_VALUE])).toEqual([50, 50]);
	});

	it('gives nothing for no columns', () => {
		expect(percentages([])).toEqual([]);
	});
});
