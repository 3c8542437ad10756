import { describe, expect, it } from 'vitest';

import type { VisitorSample } from './measure';
import { resultRows, summarizeLoads, visitorBenchPage, type VisitorBenchRun } from './report';

const sample = (readyMs: number, longTasks: number[] = []): VisitorSample => ({
	readyMs,
	loadEventMs: 100,
	scripts: [],
	longTasks,
	marked: true,
});

const machine = {
	cpu: 'A CPU',
	cores: 2,
	memoryGiB: 24,
	os: 'Linux 6',
	node: '20.20.2',
	chromium: '156.0',
	load: { min: 0.5, max: 1.25 },
};

function run(): VisitorBenchRun {
	const baseline = summarizeLoads([sample(400), sample(500), sample(600)]);
	if (!baseline) {
		throw new Error('no baseline');
	}
	return {
		date: '2026-11-30T05:00:00.000Z',
		machine,
		samples: 3,
		baseline,
		blocks: [
			{
				blockName: 'blockyard/map',
				fixture: 'blockyard__map',
				scripts: ['/assets/view-a.js', '/assets/view-leaflet-b.js'],
				otherScripts: [],
				gzipBytes: 56_320,
				loads: summarizeLoads([sample(550, [60]), undefined, sample(650, [70, 80])]),
				marked: true,
			},
			{
				blockName: 'blockyard/tock',
				fixture: 'blockyard__tock',
				scripts: ['/assets/view-c.js'],
				otherScripts: ['/blockyard/widget-stand-ins/tock/tock.js'],
				gzipBytes: 1024,
				loads: undefined,
				marked: true,
			},
			{
				blockName: 'blockyard/contact-form',
				fixture: 'blockyard__contact-form',
				scripts: [],
				otherScripts: [],
				gzipBytes: 0,
				loads: summarizeLoads([sample(500), sample(500), sample(500)]),
				marked: true,
			},
		],
	};
}

describe('the visitor bench’s loads', () => {
	it('summarize the loads that showed the post: ready times, long tasks added up per load, the longest', () => {
		expect(summarizeLoads([sample(550, [60]), undefined, sample(650, [70, 80])])).toMatchObject({
			measured: 2,
			loads: 3,
			ready: { median: 600, min: 550, max: 650 },
			longTaskMs: { median: 105, min: 60, max: 150 },
			longestTaskMs: 80,
		});
		expect(summarizeLoads([undefined])).toBeUndefined();
	});
});

describe('the visitor bench’s report', () => {
	it('gives each block its scripts’ weight, its ready time with the IQR and its ratio to the page without it', () => {
		const { header, rows } = resultRows(run());
		expect(header).toHaveLength(6);
		expect(rows[0]).toEqual([
			'none: the paragraph alone',
			'–',
			'500 ms (IQR 450 ms–550 ms)',
			'×1',
			'none',
			'3 of 3',
		]);
		expect(rows[1]).toEqual([
			'`blockyard/map` (blockyard__map)',
			'55.0 KiB in 2 files',
			'600 ms (IQR 575 ms–625 ms)',
			'×1.200 (+20.0 %)',
			'105 ms (longest task 80.0 ms)',
			'2 of 3',
		]);
		expect(rows[2]).toEqual([
			'`blockyard/tock` (blockyard__tock)',
			'1.0 KiB in 1 file, and 1 of the provider’s',
			'not measured (the post never showed)',
			'–',
			'–',
			'0 of 3',
		]);
		expect(rows[3]?.[1]).toBe('none of its own (in the page’s script)');
		expect(rows[3]?.[3]).toBe('×1.000 (+0.0 %)');
	});

	it('is a page with the run, the machine’s load, how it measures and the table', () => {
		const page = visitorBenchPage(run());
		expect(page).toMatch(/^# Benchmark: each block on a visitor’s page\n/);
		expect(page).toContain(
			'**The run:** 2026-11-30, A CPU (2 cores, 24 GiB), Linux 6, Node 20.20.2, Chromium 156.0. 3 loads'
		);
		expect(page).toContain('between 0.50 and 1.25 on 2 cores');
		expect(page).toContain('| `blockyard/map` (blockyard__map) | 55.0 KiB in 2 files |');
		expect(page).toContain('[benchmarks.md](benchmarks.md)');
	});
});
