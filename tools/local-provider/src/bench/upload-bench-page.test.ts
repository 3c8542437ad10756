import { describe, expect, it } from 'vitest';

import {
	median,
	meetsUploadGoal,
	uploadBenchPage,
	uploadRatio,
	type UploadBenchRun,
} from './upload-bench-page';

const run = (tusSeconds: number[], putSeconds: number[]): UploadBenchRun => ({
	date: '2026-11-26T21:00:00.000Z',
	node: '20.20.2',
	cpu: 'Test CPU',
	cores: 2,
	loadAverage: 1.5,
	bytes: 50_000_000,
	chunkSize: 10_000_000,
	rounds: tusSeconds.length,
	tusSeconds,
	putSeconds,
});

describe('the upload benchmark page', () => {
	it('takes medians of odd and even counts', () => {
		expect(median([3, 1, 2])).toBe(2);
		expect(median([4, 1, 3, 2])).toBe(2.5);
	});

	it('compares the medians: the resumable upload taking 1.25 times as long is 80 %, which meets the goal', () => {
		const even = run([1.25, 1.25, 9], [1, 1, 1]);
		expect(uploadRatio(even)).toBeCloseTo(0.8);
		expect(meetsUploadGoal(even)).toBe(true);
		expect(meetsUploadGoal(run([2, 2, 2], [1, 1, 1]))).toBe(false);
	});

	it('writes the throughputs and the ratio', () => {
		const page = uploadBenchPage(run([0.5, 0.6, 0.4], [0.5, 0.5, 0.5]));
		expect(page).toContain('| resumable (tus) | 100.0 MB/s | 83.3 MB/s | 125.0 MB/s |');
		expect(page).toContain('| plain PUT | 100.0 MB/s | 100.0 MB/s | 100.0 MB/s |');
		expect(page).toContain('**Ratio:** 100.0 %');
		expect(page).toContain(': pass.');
		expect(uploadBenchPage(run([1, 1, 1], [0.5, 0.5, 0.5]))).toContain('**missed**');
	});
});
