// The columns style: equally wide columns, each stacking the same number of images, one after
// the other, at their own ratios (nothing is cropped; columns end at different heights).
import { equalRow, indexes } from './grid';
import { equalPercentages } from './rounding';
import type { LayoutRow } from './types';

/**
 * The first row holds the remainder (count % columns), side by side and equally wide, as the
 * square style's first row does; the others make one row of `columns` columns, the first column
 * stacking the next (count − remainder) ÷ columns images top to bottom, the second the following
 * ones, and so on, so reading down each column, left to right, keeps the gallery's order.
 */
export function columnRows(count: number, columns: number): LayoutRow[] {
	const remainder = count % columns;
	const rows: LayoutRow[] = remainder > 0 ? [equalRow(indexes(0, remainder))] : [];
	const perColumn = (count - remainder) / columns;
	if (perColumn > 0) {
		const widths = equalPercentages(columns);
		rows.push({
			columns: widths.map((width, column) => {
				const start = remainder + column * perColumn;
				return { width, images: indexes(start, start + perColumn) };
			}),
		});
	}
	return rows;
}
