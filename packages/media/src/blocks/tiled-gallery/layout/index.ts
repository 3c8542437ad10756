// The tiled gallery's layout engine: which images share a row, how they stack in its columns and
// how wide each column is. Pure: no React, no DOM, no WordPress. README.md beside it says how the
// styles are laid out and how to draw the result.
import { columnRows } from './columns';
import { gridRows } from './grid';
import { usableOptions } from './options';
import { imageRatio } from './ratios';
import { rectangularRows } from './rectangular';
import type { LayoutImage, LayoutOptions, LayoutRow } from './types';

export type { GalleryStyle, LayoutColumn, LayoutImage, LayoutOptions, LayoutRow } from './types';
export { DEFAULT_COLUMNS, GAP_PX, MAX_COLUMNS, NOMINAL_ROW_WIDTH_PX } from './constants';
export { imageRatio } from './ratios';

/**
 * Lays out a gallery: its rows, top to bottom, each of columns left to right, each column holding
 * indexes into `images` top to bottom; every image appears exactly once, in the given order.
 * Widths are percentages of the row rounded to 5 decimals that sum to exactly 100. Never throws:
 * unknown sizes count as square, unusable options fall back to the defaults, and anything but an
 * array of images gives no rows.
 *
 * @example
 * layoutGallery([{ width: 600, height: 900 }, { width: 1500, height: 1000 }, { width: 1500, height: 1000 }], {
 * 	style: 'rectangular',
 * 	columns: 3,
 * 	wide: false,
 * });
 * // [{ columns: [{ width: 47.20057, images: [0] }, { width: 52.79943, images: [1, 2] }] }]
 */
export function layoutGallery(images: readonly LayoutImage[], options: LayoutOptions): LayoutRow[] {
	if (!Array.isArray(images) || images.length === 0) {
		return [];
	}
	const { style, columns, wide } = usableOptions(options);
	switch (style) {
		case 'rectangular':
			return rectangularRows(
				images.map((image: LayoutImage | null | undefined) => imageRatio(image)),
				wide
			);
		case 'columns':
			return columnRows(images.length, columns);
		case 'square':
		case 'circle':
			return gridRows(images.length, columns);
	}
}
