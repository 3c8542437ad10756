// The widths that give a row's columns one height, each column stacking images of known ratios
// with a gutter between columns and between stacked images.
import { GAP_PX, NOMINAL_ROW_WIDTH_PX } from './constants';

/**
 * Each column's width, in pixels of a row `rowWidth` wide, so that every column is as tall as the
 * others. A column w wide stacking k images of ratios r₁…rₖ is w·t + (k − 1)·gap tall, where
 * t = 1/r₁ + … + 1/rₖ (its height per pixel of width). For a common height H, each column is
 * (H − (k − 1)·gap) / t wide, and the widths add up to the row less its (columns − 1) gutters,
 * which gives H. `columns` holds each column's ratios, top to bottom (none empty).
 */
export function equalHeightWidths(
	columns: readonly (readonly number[])[],
	rowWidth: number = NOMINAL_ROW_WIDTH_PX,
	gap: number = GAP_PX
): number[] {
	const tallness = columns.map((ratios) => ratios.reduce((sum, ratio) => sum + 1 / ratio, 0));
	const stackedGaps = columns.map((ratios) => gap * (ratios.length - 1));
	let widthPerHeight = 0;
	let widthOfGaps = 0;
	tallness.forEach((perWidth, index) => {
		widthPerHeight += 1 / perWidth;
		widthOfGaps += (stackedGaps[index] ?? 0) / perWidth;
	});
	const imageWidth = rowWidth - gap * (columns.length - 1);
	const height = (imageWidth + widthOfGaps) / widthPerHeight;
	return tallness.map((perWidth, index) => (height - (stackedGaps[index] ?? 0)) / perWidth);
}
