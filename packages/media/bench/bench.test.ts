// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { layoutBenchPage, meetsGoal, type CaseResult } from './page';
import { GALLERY_SIZE, sampleGallery } from './sample';

describe('the layout benchmark', () => {
	it('lays out the same mixed gallery of 2,000 images on every run', () => {
		const gallery = sampleGallery();
		expect(gallery).toHaveLength(GALLERY_SIZE);
		expect(sampleGallery()).toEqual(gallery);
		const ratios = gallery.map(({ width, height }) => (width && height ? width / height : 1));
		expect(ratios.some((ratio) => ratio < 1)).toBe(true);
		expect(ratios.some((ratio) => ratio >= 2)).toBe(true);
		expect(gallery.some((image) => image.width === undefined)).toBe(true);
	});

	it('writes each style with its figures and whether it met the 20 ms goal', () => {
		const result = (label: string, medianMs: number): CaseResult => ({
			label,
			rows: 700,
			firstMs: 9,
			medianMs,
			p95Ms: medianMs + 1,
			slowestMs: medianMs + 5,
		});
		const fast = result('rectangular', 1.5);
		const slow = result('columns (3)', 25);
		expect([meetsGoal(fast), meetsGoal(slow)]).toEqual([true, false]);
		const page = layoutBenchPage({
			date: '2026-11-26T20:00:00.000Z',
			node: '20.20.2',
			cpu: 'AMD EPYC',
			cores: 2,
			loadAverage: 1.5,
			images: 2000,
			warmUps: 20,
			samples: 200,
			cases: [fast, slow],
		});
		expect(page).toContain('# Benchmark: laying out a tiled gallery of 2,000 images');
		expect(page).toContain('**The run:** 2026-11-26, Node 20.20.2');
		expect(page).toContain(
			'| rectangular | 700 | 9.00 ms | 1.50 ms | 2.50 ms | 6.50 ms | < 20 ms | pass |'
		);
		expect(page).toContain(
			'| columns (3) | 700 | 9.00 ms | 25.00 ms | 26.00 ms | 30.00 ms | < 20 ms | **missed** |'
		);
	});
});
