// Rows of equal columns, for the square and circle styles (each image cropped to a square) and
// the columns style's first row.
import { equalPercentages } from './rounding';
import type { LayoutRow } from './types';

/** One row whose columns each hold one of these images, all equally wide. */
export function equalRow(images: readonly number[]): LayoutRow {
	const widths = equalPercentages(images.length);
	return { columns: images.map((image, index) => ({ width: widths[index] ?? 0, images: [image] })) };
}

/** The whole numbers from `from` up to `to`, `to` left out. */
export function indexes(from: number, to: number): number[] {
	return Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + offset);
}

/**
 * The square and circle styles: rows of `columns` images, all equally wide. When the images do
 * not fill the last row, the first row takes the remainder (count % columns) and fills its width
 * with them, so those few images show larger at the top and every other row is complete.
 */
export function gridRows(count: number, columns: number): LayoutRow[] {
	const remainder = count % columns;
	const rows: LayoutRow[] = remainder > 0 ? [equalRow(indexes(0, remainder))] : [];
	for (let start = remainder; start < count; start += columns) {
		rows.push(equalRow(indexes(start, start + columns)));
	}
	return rows;
}
