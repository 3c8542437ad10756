// The widths that give a row's columns one height, each column stacking images of known ratios
// with a gutter between columns and between stacked images.
import { GAP_PX, NOMINAL_ROW_WIDTH_PX } from './constants';

/**
 * Each column's share of the row (in pixels of a row `rowWidth` wide, gutters left out) so that
 * every column is as tall as the others: a column of width w stacking images of ratios r₁…rₖ is
 * w·(1/r₁ + … + 1/rₖ) + (k − 1)·gap tall, and the columns' widths add up to the row's width less
 * its (columns − 1) gutters. `columns` holds each column's ratios, top to bottom (none empty).
 */
export function equalHeightWidths(
	columns: readonly (readonly number[])[],
	rowWidth: number = NOMINAL_ROW_WIDTH_PX,
	gap: number = GAP_PX
): number[] {
	const inverse = columns.map((ratios) => ratios.reduce((sum, ratio) => sum + 1 / ratio, 0));
	const imageWidth = rowWidth - gap * (columns.length - 1);
	let widthPerHeight = 0;
	let stackedGaps = 0;
	columns.forEach((ratios, index) => {
		const height = inverse[index] ?? 1;
		widthPerHeight += 1 / height;
		stackedGaps += (gap * (ratios.length - 1)) / height;
	});
	const height = (imageWidth + stackedGaps) / widthPerHeight;
	return columns.map((ratios, index) => (height - gap * (ratios.length - 1)) / (inverse[index] ?? 1));
}
