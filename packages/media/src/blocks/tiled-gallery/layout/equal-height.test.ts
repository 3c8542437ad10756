// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { equalHeightWidths } from './equal-height';

/** Each column's height for these widths, stacking images of these ratios with 4 px gaps. */
const heights = (columns: number[][], widths: number[]) =>
	columns.map(
		(ratios, index) =>
			ratios.reduce((sum, ratio) => sum + (widths[index] ?? 0) / ratio, 0) + 4 * (ratios.length - 1)
	);

describe('equalHeightWidths', () => {
	it('shares a row of single images by their ratios, gutters left out', () => {
		const widths = equalHeightWidths([[1.5], [0.5]], 1004, 4);
		expect(widths[0]).toBeCloseTo(750, 9);
		expect(widths[1]).toBeCloseTo(250, 9);
	});

	it('makes a stacked column exactly as tall as its neighbours at the given width', () => {
		const columns = [[0.75], [1.5, 1.5], [0.8, 1.2, 1.9]];
		const widths = equalHeightWidths(columns, 1000, 4);
		expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(1000 - 8, 9);
		const [first = 0, ...others] = heights(columns, widths);
		for (const height of others) {
			expect(height).toBeCloseTo(first, 9);
		}
	});
});
