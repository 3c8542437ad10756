// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { layoutGallery, type LayoutImage, type LayoutOptions, type LayoutRow } from './index';

const LANDSCAPE = { width: 1500, height: 1000 };
const PORTRAIT = { width: 1000, height: 1500 };
const PANORAMA = { width: 3000, height: 1000 };
const UNKNOWN = {};

const RECTANGULAR: LayoutOptions = { style: 'rectangular', columns: 3, wide: false };

/** Each row as [width, images] per column, the way a reader checks it. */
const plain = (rows: readonly LayoutRow[]) =>
	rows.map((row) => row.columns.map((column) => [column.width, column.images]));

/** Each row as the number of images in each column. */
const shapes = (rows: readonly LayoutRow[]) =>
	rows.map((row) => row.columns.map((column) => column.images.length));

const times = (count: number, image: LayoutImage): LayoutImage[] =>
	Array.from({ length: count }, () => image);

describe('layoutGallery', () => {
	it('lays out no images as no rows, in every style', () => {
		for (const style of ['rectangular', 'circle', 'square', 'columns'] as const) {
			expect(layoutGallery([], { style, columns: 3, wide: true })).toEqual([]);
		}
	});

	describe('rectangular', () => {
		it('puts a portrait beside two stacked landscapes, all three at one height', () => {
			// At 1,000 px: the portrait 470.1 px wide, the landscapes 525.9 px, each column 705.2 px tall.
			expect(plain(layoutGallery([PORTRAIT, LANDSCAPE, LANDSCAPE], RECTANGULAR))).toEqual([
				[
					[47.20057, [0]],
					[52.79943, [1, 2]],
				],
			]);
		});

		it('gives a panorama alone the whole row', () => {
			expect(plain(layoutGallery([PANORAMA], RECTANGULAR))).toEqual([[[100, [0]]]]);
		});

		it('gives a panorama followed by others a row of its own', () => {
			expect(shapes(layoutGallery([PANORAMA, LANDSCAPE, LANDSCAPE, LANDSCAPE], RECTANGULAR))).toEqual([
				[1],
				[1, 2],
			]);
		});

		it('counts an image of unknown size as square', () => {
			expect(
				plain(layoutGallery([UNKNOWN, { width: 0, height: 300 }, { width: 800 }], RECTANGULAR))
			).toEqual([
				[
					[66.80054, [0]],
					[33.19946, [1, 2]],
				],
			]);
		});

		it('reads sizes given as strings of digits, as attributes read from markup are', () => {
			const fromMarkup = [
				{ width: '1000', height: '1500' },
				{ width: '1500', height: '1000' },
				{ width: '1500', height: '1000' },
			] as unknown as LayoutImage[];
			expect(layoutGallery(fromMarkup, RECTANGULAR)).toEqual(
				layoutGallery([PORTRAIT, LANDSCAPE, LANDSCAPE], RECTANGULAR)
			);
		});

		it('puts five images in a row only when the gallery is wide', () => {
			expect(shapes(layoutGallery(times(5, PORTRAIT), { ...RECTANGULAR, wide: true }))).toEqual([
				[1, 1, 1, 1, 1],
			]);
			expect(shapes(layoutGallery(times(5, PORTRAIT), RECTANGULAR))).toEqual([
				[1, 1, 1],
				[1, 1],
			]);
		});

		it('puts the last four images of a gallery in one row when they are narrow enough', () => {
			expect(shapes(layoutGallery(times(4, PORTRAIT), RECTANGULAR))).toEqual([[1, 1, 1, 1]]);
		});

		it('does not repeat a shape in the rows right after it', () => {
			expect(shapes(layoutGallery(times(12, PORTRAIT), RECTANGULAR))).toEqual([
				[1, 1, 1, 1],
				[1, 1, 1],
				[1, 1],
				[1, 1, 1],
			]);
		});

		it('stacks images in columns in the mixed shapes', () => {
			const cases: [LayoutImage[], number[]][] = [
				[
					[LANDSCAPE, LANDSCAPE, PORTRAIT, LANDSCAPE, LANDSCAPE, ...times(11, LANDSCAPE)],
					[2, 1, 2],
				],
				[
					[
						LANDSCAPE,
						LANDSCAPE,
						LANDSCAPE,
						PORTRAIT,
						LANDSCAPE,
						LANDSCAPE,
						LANDSCAPE,
						...times(9, LANDSCAPE),
					],
					[3, 1, 3],
				],
				[
					[PORTRAIT, LANDSCAPE, LANDSCAPE, PORTRAIT, LANDSCAPE, LANDSCAPE],
					[1, 2, 1],
				],
				[
					[PORTRAIT, LANDSCAPE, LANDSCAPE, LANDSCAPE],
					[1, 3],
				],
				[
					[LANDSCAPE, LANDSCAPE, LANDSCAPE, PORTRAIT],
					[3, 1],
				],
				[
					[LANDSCAPE, LANDSCAPE, { width: 500, height: 1000 }],
					[2, 1],
				],
			];
			for (const [images, first] of cases) {
				expect(shapes(layoutGallery(images, RECTANGULAR))[0]).toEqual(first);
			}
		});

		it('keeps the symmetric rows of five and seven images for runs of more than 15', () => {
			const images = [LANDSCAPE, LANDSCAPE, PORTRAIT, LANDSCAPE, LANDSCAPE, ...times(10, LANDSCAPE)];
			expect(shapes(layoutGallery(images, RECTANGULAR))[0]).not.toEqual([2, 1, 2]);
		});

		it('gives an image taller than 1:20 or wider than 20:1 a row of its own', () => {
			const strip = { width: 100, height: 3000 };
			const banner = { width: 21_000, height: 1000 };
			expect(
				shapes(layoutGallery([LANDSCAPE, strip, LANDSCAPE, LANDSCAPE, banner], RECTANGULAR))
			).toEqual([[1], [1], [1, 1], [1]]);
		});

		it('rounds widths to 5 decimals and puts the remainder on the last column', () => {
			expect(plain(layoutGallery(times(3, PORTRAIT), RECTANGULAR))).toEqual([
				[
					[33.33333, [0]],
					[33.33333, [1]],
					[33.33334, [2]],
				],
			]);
		});
	});

	describe('square and circle', () => {
		it('makes rows of `columns` equal columns, the remainder filling the first row', () => {
			for (const style of ['square', 'circle'] as const) {
				expect(plain(layoutGallery(times(7, LANDSCAPE), { style, columns: 3, wide: false }))).toEqual(
					[
						[[100, [0]]],
						[
							[33.33333, [1]],
							[33.33333, [2]],
							[33.33334, [3]],
						],
						[
							[33.33333, [4]],
							[33.33333, [5]],
							[33.33334, [6]],
						],
					]
				);
			}
		});

		it('puts fewer images than columns in one row filling it', () => {
			expect(
				plain(layoutGallery(times(2, PORTRAIT), { style: 'square', columns: 4, wide: false }))
			).toEqual([
				[
					[50, [0]],
					[50, [1]],
				],
			]);
		});
	});

	describe('columns', () => {
		it('stacks the same number of images in each column, the remainder in a first row', () => {
			expect(
				plain(layoutGallery(times(8, LANDSCAPE), { style: 'columns', columns: 3, wide: false }))
			).toEqual([
				[
					[50, [0]],
					[50, [1]],
				],
				[
					[33.33333, [2, 3]],
					[33.33333, [4, 5]],
					[33.33334, [6, 7]],
				],
			]);
		});

		it('puts every image in one column when asked for one', () => {
			expect(
				plain(layoutGallery(times(3, PORTRAIT), { style: 'columns', columns: 1, wide: false }))
			).toEqual([[[100, [0, 1, 2]]]]);
		});
	});

	describe('options it cannot use', () => {
		it('takes columns as a whole number from 1 to 20, and 3 when not a number', () => {
			const columnsOf = (columns: number) =>
				layoutGallery(times(40, LANDSCAPE), { style: 'square', columns, wide: false })[0]?.columns
					.length;
			expect(columnsOf(0)).toBe(1);
			expect(columnsOf(-4)).toBe(1);
			expect(columnsOf(2.7)).toBe(2);
			expect(columnsOf(50)).toBe(20);
			// 3 columns: 40 images make a first row of one (40 % 3), then rows of three.
			const notANumber = layoutGallery(times(40, LANDSCAPE), {
				style: 'square',
				columns: Number.NaN,
				wide: false,
			});
			expect(shapes(notANumber).slice(0, 2)).toEqual([[1], [1, 1, 1]]);
		});

		it('lays out an unknown style as rectangular', () => {
			const images = [PORTRAIT, LANDSCAPE, LANDSCAPE];
			expect(layoutGallery(images, { ...RECTANGULAR, style: 'mosaic' as never })).toEqual(
				layoutGallery(images, RECTANGULAR)
			);
		});
	});
});
