import { describe, expect, it } from 'vitest';

import { mapBenchPage } from './page';

const sample = (firstRenderMs: number, maxMs: number) => ({
	firstRenderMs,
	pan: { medianMs: 16.7, p95Ms: 16.8, maxMs, frames: 60 },
});

describe('the map bench page', () => {
	it('gives the medians of the measured loads, the longest frame, and the loads that drew nothing', () => {
		const page = mapBenchPage({
			date: '2026-11-26T16:00:00.000Z',
			chromium: '156.0',
			loadAverage: 0.5,
			markers: 1000,
			editor: [sample(1000, 20), sample(1200, 83.3), sample(1100, 17)],
			visitor: [undefined, undefined],
		});
		expect(page).toContain('**The run:** 2026-11-26, Chromium 156.0');
		expect(page).toContain('| the editor | 3 of 3 | 1100.0 ms | 16.7 ms | 16.8 ms | 83.3 ms |');
		expect(page).toContain('| the visitor’s preview | 0 of 2 | not measured | | | |');
	});
});
