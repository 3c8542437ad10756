// The summary of timings the packages' own benches report.
import { describe, expect, it } from 'vitest';

import { summarize } from '../../../scripts/lib/timings.mjs';

describe('summarize', () => {
	it('gives the median, the 95th percentile (nearest rank) and the slowest', () => {
		expect(summarize([3, 1, 2])).toEqual({ medianMs: 2, p95Ms: 3, slowestMs: 3 });
		expect(summarize(Array.from({ length: 100 }, (_, index) => 100 - index))).toEqual({
			medianMs: 50.5,
			p95Ms: 95,
			slowestMs: 100,
		});
	});

	it('says NaN for no timings, rather than a number nobody measured', () => {
		expect(summarize([])).toEqual({ medianMs: Number.NaN, p95Ms: Number.NaN, slowestMs: Number.NaN });
	});

	it('leaves the timings it is given as they were', () => {
		const samples = [5, 1, 4];
		summarize(samples);
		expect(samples).toEqual([5, 1, 4]);
	});
});
