// @vitest-environment node
// Property tests: for any gallery of up to 2,000 images of any sizes (missing, zero and
// nonsensical ones included) and any options, the layout keeps every image once and in order,
// fills every row exactly, and shows no image at another ratio than its style allows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
	GAP_PX,
	layoutGallery,
	NOMINAL_ROW_WIDTH_PX,
	type GalleryStyle,
	type LayoutImage,
	type LayoutOptions,
	type LayoutRow,
} from './index';

const STYLES: readonly GalleryStyle[] = ['rectangular', 'circle', 'square', 'columns'];

/** Sizes cameras, phones and screenshots give, so the row patterns meet the runs they look for. */
const PHOTO_SIZES: readonly LayoutImage[] = [
	{ width: 3000, height: 2000 },
	{ width: 2000, height: 3000 },
	{ width: 4032, height: 3024 },
	{ width: 3024, height: 4032 },
	{ width: 1920, height: 1080 },
	{ width: 1080, height: 1920 },
	{ width: 1000, height: 1000 },
	{ width: 6000, height: 2000 },
	{ width: 12000, height: 1500 },
	{ width: 900, height: 1000 },
	{ width: 1590, height: 1000 },
	{ width: 750, height: 20000 },
];

const anySide = fc.oneof(
	fc.integer({ min: 1, max: 10_000 }),
	fc.double({ min: 0.001, max: 1e6, noNaN: true }),
	fc.constantFrom(0, -1, -500, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
	fc.constant(undefined)
);

const anyImage: fc.Arbitrary<LayoutImage> = fc.oneof(
	{ weight: 3, arbitrary: fc.constantFrom(...PHOTO_SIZES) },
	{ weight: 2, arbitrary: fc.record({ width: anySide, height: anySide }, { requiredKeys: [] }) },
	{ weight: 1, arbitrary: fc.constant({}) }
);

const anyImages = fc.oneof(
	fc.array(anyImage, { maxLength: 2000, size: 'max' }),
	fc.array(anyImage, { maxLength: 40 })
);

const anyOptions: fc.Arbitrary<LayoutOptions> = fc.record({
	style: fc.constantFrom(...STYLES),
	columns: fc.oneof(
		fc.integer({ min: -5, max: 30 }),
		fc.constantFrom(2.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)
	),
	wide: fc.boolean(),
});

/** The ratio the style must keep, worked out here rather than asked of the engine. */
function ratioOf(image: LayoutImage): number {
	const { width, height } = image;
	const ok = (value: number | undefined): value is number =>
		value !== undefined && Number.isFinite(value) && value > 0;
	if (!ok(width) || !ok(height)) {
		return 1;
	}
	const ratio = width / height;
	return ok(ratio) ? ratio : 1;
}

function usableColumns(columns: number): number {
	return Number.isFinite(columns) ? Math.min(20, Math.max(1, Math.floor(columns))) : 3;
}

const flatten = (rows: readonly LayoutRow[]): number[] =>
	rows.flatMap((row) => row.columns.flatMap((column) => [...column.images]));

/** Each column's height at the nominal row width: its images at their own ratios, stacked with gaps. */
function columnHeights(row: LayoutRow, images: readonly LayoutImage[]): number[] {
	const imageWidth = NOMINAL_ROW_WIDTH_PX - GAP_PX * (row.columns.length - 1);
	return row.columns.map((column) => {
		const width = (column.width / 100) * imageWidth;
		const stacked = column.images.reduce((sum, index) => sum + width / ratioOf(images[index] ?? {}), 0);
		return stacked + GAP_PX * (column.images.length - 1);
	});
}

const RUNS = { numRuns: 150 };

describe('layoutGallery, for any images and options', () => {
	it('keeps every image exactly once, in order', () => {
		fc.assert(
			fc.property(anyImages, anyOptions, (images, options) => {
				const indexes = flatten(layoutGallery(images, options));
				expect(indexes).toEqual(images.map((_, index) => index));
			}),
			RUNS
		);
	});

	it('fills every row: widths above 0, rounded to 5 decimals, summing to 100', () => {
		fc.assert(
			fc.property(anyImages, anyOptions, (images, options) => {
				const problems: string[] = [];
				layoutGallery(images, options).forEach((row, index) => {
					let units = 0;
					let sum = 0;
					for (const column of row.columns) {
						if (column.images.length === 0) {
							problems.push(`row ${index}: an empty column`);
						}
						if (!(column.width > 0) || Number(column.width.toFixed(5)) !== column.width) {
							problems.push(`row ${index}: width ${column.width}`);
						}
						units += Math.round(column.width * 100_000);
						sum += column.width;
					}
					if (row.columns.length === 0 || units !== 10_000_000 || Math.abs(sum - 100) > 0.001) {
						problems.push(`row ${index}: ${row.columns.length} columns summing to ${sum}`);
					}
				});
				expect(problems).toEqual([]);
			}),
			RUNS
		);
	});

	it('puts at most 4 columns in a rectangular row (5 when wide), at most `columns` in the others', () => {
		fc.assert(
			fc.property(anyImages, anyOptions, (images, options) => {
				const most =
					options.style === 'rectangular' ? (options.wide ? 5 : 4) : usableColumns(options.columns);
				const widest = Math.max(
					0,
					...layoutGallery(images, options).map((row) => row.columns.length)
				);
				expect(widest).toBeLessThanOrEqual(most);
			}),
			RUNS
		);
	});

	it('rectangular: the columns of a row share one height, each image at its own ratio', () => {
		fc.assert(
			fc.property(anyImages, fc.boolean(), (images, wide) => {
				const problems: string[] = [];
				layoutGallery(images, { style: 'rectangular', columns: 3, wide }).forEach((row, index) => {
					const heights = columnHeights(row, images);
					const tallest = Math.max(...heights);
					// A tenth of a pixel in a row 1,000 pixels tall: widths rounded to 5 decimals allow that.
					if (tallest - Math.min(...heights) > tallest * 1e-4) {
						problems.push(`row ${index}: heights ${heights.join(', ')}`);
					}
				});
				expect(problems).toEqual([]);
			}),
			RUNS
		);
	});

	it('square and circle: one image per column, all columns of a row equally wide, only the first row short', () => {
		fc.assert(
			fc.property(
				anyImages,
				fc.constantFrom<GalleryStyle>('square', 'circle'),
				anyOptions,
				(images, style, options) => {
					const columns = usableColumns(options.columns);
					const problems: string[] = [];
					layoutGallery(images, { ...options, style }).forEach((row, index) => {
						const expected =
							index === 0 && images.length % columns > 0 ? images.length % columns : columns;
						const square = row.columns.every(
							(column) =>
								column.images.length === 1 &&
								Math.abs(column.width - 100 / expected) <= 0.0001
						);
						if (row.columns.length !== expected || !square) {
							problems.push(`row ${index}: ${JSON.stringify(row)}`);
						}
					});
					expect(problems).toEqual([]);
				}
			),
			RUNS
		);
	});

	it('columns: equally wide columns of as many images each, the remainder in a first row (nothing cropped)', () => {
		fc.assert(
			fc.property(anyImages, anyOptions, (images, options) => {
				const columns = usableColumns(options.columns);
				const remainder = images.length % columns;
				const perColumn = (images.length - remainder) / columns;
				const expected = [
					...(remainder > 0 ? [{ columns: remainder, images: 1 }] : []),
					...(perColumn > 0 ? [{ columns, images: perColumn }] : []),
				];
				const rows = layoutGallery(images, { ...options, style: 'columns' });
				expect(
					rows.map((row) => ({
						columns: row.columns.length,
						images: row.columns[0]?.images.length,
						alike: row.columns.every(
							(column) =>
								column.images.length === row.columns[0]?.images.length &&
								Math.abs(column.width - 100 / row.columns.length) <= 0.0001
						),
					}))
				).toEqual(expected.map((row) => ({ ...row, alike: true })));
			}),
			RUNS
		);
	});

	it('never throws, whatever it is given, and still keeps every entry once', () => {
		const anything = fc.oneof(anyImage, fc.constant(null), fc.anything());
		const hostileOptions = fc.oneof(
			anyOptions,
			fc.record({ style: fc.string(), columns: fc.anything(), wide: fc.anything() }),
			fc.constant(null),
			fc.anything()
		);
		fc.assert(
			fc.property(fc.array(anything, { maxLength: 60 }), hostileOptions, (images, options) => {
				const rows = layoutGallery(images as LayoutImage[], options as LayoutOptions);
				expect(flatten(rows)).toEqual(images.map((_, index) => index));
			}),
			RUNS
		);
		expect(
			layoutGallery(null as unknown as LayoutImage[], anyOptions as unknown as LayoutOptions)
		).toEqual([]);
	});
});
