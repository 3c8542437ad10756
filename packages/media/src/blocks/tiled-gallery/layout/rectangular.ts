// The rectangular (mosaic) style: rows shaped by the patterns, each column as wide as its images'
// ratios ask for the row's columns to share one height.
import { equalHeightWidths } from './equal-height';
import { rowShapes } from './patterns';
import { percentages } from './rounding';
import type { LayoutColumn, LayoutRow } from './types';

export function rectangularRows(ratios: readonly number[], wide: boolean): LayoutRow[] {
	const rows: LayoutRow[] = [];
	let next = 0;
	for (const shape of rowShapes(ratios, wide)) {
		const images = shape.map((count) => {
			const column = Array.from({ length: count }, (_, offset) => next + offset);
			next += count;
			return column;
		});
		const widths =
			images.length === 1
				? [100]
				: percentages(
						equalHeightWidths(images.map((column) => column.map((index) => ratios[index] ?? 1)))
					);
		rows.push({
			columns: images.map((column, index): LayoutColumn => ({
				width: widths[index] ?? 0,
				images: column,
			})),
		});
	}
	return rows;
}
