// The layout engine as version 1 saved its galleries with, frozen: which images share a row, how
// they stack in its columns and how wide each column is (percentages of the row, 5 decimals, each
// row summing to exactly 100). Never change it: posts of version 1 are checked against its widths.

export type V1GalleryStyle = 'rectangular' | 'circle' | 'square' | 'columns';

export interface V1LayoutColumn {
	readonly width: number;
	/** Indexes into the images, top to bottom. */
	readonly images: readonly number[];
}

export interface V1LayoutRow {
	readonly columns: readonly V1LayoutColumn[];
}

const GAP_PX = 4;
const NOMINAL_ROW_WIDTH_PX = 1000;
const ROW_UNITS = 10_000_000;
const UNITS_PER_PERCENT = 100_000;
const OWN_ROW_RATIO = 20;

function positive(value: unknown): value is number {
	return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** A size in pixels; a string of digits counts as its number. */
function pixels(value: unknown): unknown {
	return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}

/** Width ÷ height; 1 when either is unusable. */
function imageRatio(image: { width?: unknown; height?: unknown } | null | undefined): number {
	const width = pixels(image?.width);
	const height = pixels(image?.height);
	if (!positive(width) || !positive(height)) {
		return 1;
	}
	const ratio = width / height;
	return positive(ratio) ? ratio : 1;
}

const isPortrait = (ratio: number): boolean => ratio < 1;
const isLandscape = (ratio: number): boolean => ratio >= 1 && ratio < 2;
const isPanoramic = (ratio: number): boolean => ratio >= 2;
const needsOwnRow = (ratio: number): boolean => ratio > OWN_ROW_RATIO || ratio < 1 / OWN_ROW_RATIO;

function sum(values: readonly number[]): number {
	let total = 0;
	for (const value of values) {
		total += value;
	}
	return total;
}

/** Percentages in proportion to `shares`, rounded to 5 decimals, the remainder on the last. */
function percentages(shares: readonly number[]): number[] {
	const count = shares.length;
	if (count === 0) {
		return [];
	}
	let weights = shares.every((share) => Number.isFinite(share) && share > 0) ? shares : shares.map(() => 1);
	let total = sum(weights);
	if (!Number.isFinite(total)) {
		weights = shares.map(() => 1);
		total = count;
	}
	const units = weights.map((weight) => Math.max(1, Math.round((weight / total) * ROW_UNITS)));
	units[count - 1] = ROW_UNITS - sum(units.slice(0, -1));
	const lacking = 1 - (units[count - 1] ?? 1);
	if (lacking > 0) {
		const widest = units.indexOf(Math.max(...units));
		units[widest] = (units[widest] ?? 0) - lacking;
		units[count - 1] = 1;
	}
	return units.map((unit) => unit / UNITS_PER_PERCENT);
}

const equalPercentages = (count: number): number[] => percentages(Array.from({ length: count }, () => 1));

/** Each column's width, in pixels of a row `rowWidth` wide, for the columns to share one height. */
function equalHeightWidths(
	columns: readonly (readonly number[])[],
	rowWidth: number = NOMINAL_ROW_WIDTH_PX,
	gap: number = GAP_PX
): number[] {
	const tallness = columns.map((ratios) => ratios.reduce((total, ratio) => total + 1 / ratio, 0));
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

function equalRow(images: readonly number[]): V1LayoutRow {
	const widths = equalPercentages(images.length);
	return { columns: images.map((image, index) => ({ width: widths[index] ?? 0, images: [image] })) };
}

function indexes(from: number, to: number): number[] {
	return Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + offset);
}

/** Square and circle: rows of `columns` images; the first row takes the remainder. */
function gridRows(count: number, columns: number): V1LayoutRow[] {
	const remainder = count % columns;
	const rows: V1LayoutRow[] = remainder > 0 ? [equalRow(indexes(0, remainder))] : [];
	for (let start = remainder; start < count; start += columns) {
		rows.push(equalRow(indexes(start, start + columns)));
	}
	return rows;
}

/** Columns: the remainder in a first row, then one row of `columns` equal stacks. */
function columnRows(count: number, columns: number): V1LayoutRow[] {
	const remainder = count % columns;
	const rows: V1LayoutRow[] = remainder > 0 ? [equalRow(indexes(0, remainder))] : [];
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

interface Upcoming {
	readonly left: number;
	readonly wide: boolean;
	ratio(offset: number): number;
	sum(count: number): number;
}

interface RowPattern {
	readonly shape: readonly number[];
	readonly notAmongLast: number;
	fits(next: Upcoming): boolean;
}

type RatioCheck = (ratio: number) => boolean;

const from0_9To2: RatioCheck = (ratio) => ratio >= 0.9 && ratio < 2;
const below1_6: RatioCheck = (ratio) => ratio < 1.6;

function nextAre(...checks: readonly RatioCheck[]): (next: Upcoming) => boolean {
	return (next) => checks.every((check, offset) => check(next.ratio(offset)));
}

const P = isPortrait;
const L = isLandscape;
const reverseSymmetricRun = nextAre(L, L, P, L, L);
const longSymmetricRun = nextAre(L, L, L, P, L, L, L);
const symmetricRun = nextAre(P, L, L, P);

/** The rectangular style's row patterns, in priority order. */
const ROW_PATTERNS: readonly RowPattern[] = [
	{ shape: [2, 1, 2], notAmongLast: 5, fits: (next) => next.left > 15 && reverseSymmetricRun(next) },
	{ shape: [3, 1, 3], notAmongLast: 5, fits: (next) => next.left > 15 && longSymmetricRun(next) },
	{ shape: [1, 2, 1], notAmongLast: 5, fits: (next) => next.left !== 5 && symmetricRun(next) },
	{ shape: [1, 3], notAmongLast: 3, fits: nextAre(P, L, L, L) },
	{ shape: [3, 1], notAmongLast: 3, fits: nextAre(L, L, L, P) },
	{ shape: [1, 2], notAmongLast: 3, fits: nextAre(below1_6, from0_9To2, from0_9To2) },
	{
		shape: [1, 1, 1, 1, 1],
		notAmongLast: 1,
		fits: (next) =>
			next.wide && (next.left === 5 || (next.left !== 10 && next.left > 6)) && next.sum(5) < 5,
	},
	{ shape: [1, 1, 1, 1], notAmongLast: 1, fits: (next) => next.left > 5 && next.sum(4) < 3.5 },
	{ shape: [1, 1, 1, 1], notAmongLast: 0, fits: (next) => next.left === 4 && next.sum(4) < 7 },
	{
		shape: [1, 1, 1],
		notAmongLast: 3,
		fits: (next) =>
			next.left !== 4 &&
			next.left !== 6 &&
			(next.sum(3) < 2.5 || (next.sum(3) < 5 && next.ratio(0) === next.ratio(2)) || next.wide),
	},
	{ shape: [2, 1], notAmongLast: 3, fits: nextAre(from0_9To2, from0_9To2, below1_6) },
	{ shape: [1], notAmongLast: 0, fits: (next) => isPanoramic(next.ratio(0)) },
	{ shape: [1, 1], notAmongLast: 0, fits: (next) => next.left > 3 },
];

const keyOf = (shape: readonly number[]): string => shape.join(',');
const sizeOf = (shape: readonly number[]): number => shape.reduce((total, count) => total + count, 0);
const PATTERN_KEYS = ROW_PATTERNS.map((pattern) => keyOf(pattern.shape));
const PATTERN_SIZES = ROW_PATTERNS.map((pattern) => sizeOf(pattern.shape));

function usedAmongLast(recent: readonly string[], key: string, rows: number): boolean {
	for (let index = recent.length - 1; index >= 0 && index >= recent.length - rows; index -= 1) {
		if (recent[index] === key) {
			return true;
		}
	}
	return false;
}

function chooseShape(
	ratios: readonly number[],
	start: number,
	left: number,
	wide: boolean,
	recent: readonly string[]
): readonly number[] {
	const next: Upcoming = {
		left,
		wide,
		ratio: (offset) => ratios[start + offset] ?? 1,
		sum: (count) => {
			let total = 0;
			for (let offset = 0; offset < count; offset += 1) {
				total += ratios[start + offset] ?? 1;
			}
			return total;
		},
	};
	for (const [index, pattern] of ROW_PATTERNS.entries()) {
		if (
			(PATTERN_SIZES[index] ?? 0) <= left &&
			!usedAmongLast(recent, PATTERN_KEYS[index] ?? '', pattern.notAmongLast) &&
			pattern.fits(next)
		) {
			return pattern.shape;
		}
	}
	return Array.from({ length: left }, () => 1);
}

/** The rows' shapes; an image too wide or too tall to share a row gets one to itself. */
function rowShapes(ratios: readonly number[], wide: boolean): (readonly number[])[] {
	const shapes: (readonly number[])[] = [];
	const recent: string[] = [];
	let start = 0;
	let runEnd = 0;
	while (start < ratios.length) {
		if (runEnd <= start) {
			runEnd = start;
			while (runEnd < ratios.length && !needsOwnRow(ratios[runEnd] ?? 1)) {
				runEnd += 1;
			}
		}
		const left = runEnd - start;
		const shape = left === 0 ? [1] : chooseShape(ratios, start, left, wide, recent);
		shapes.push(shape);
		recent.push(keyOf(shape));
		start += sizeOf(shape);
	}
	return shapes;
}

/** The rectangular (mosaic) style: each row's columns share one height. */
function rectangularRows(ratios: readonly number[], wide: boolean): V1LayoutRow[] {
	const rows: V1LayoutRow[] = [];
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
			columns: images.map((column, index): V1LayoutColumn => ({
				width: widths[index] ?? 0,
				images: column,
			})),
		});
	}
	return rows;
}

/**
 * The gallery's rows for images of these sizes. `columns` is already a whole number from 1 to
 * 20 (the gallery's choice within min(20, images)); the rectangular style ignores it.
 */
export function layoutGalleryV1(
	images: readonly { width?: unknown; height?: unknown }[],
	style: V1GalleryStyle,
	columns: number,
	wide: boolean
): V1LayoutRow[] {
	if (images.length === 0) {
		return [];
	}
	switch (style) {
		case 'rectangular':
			return rectangularRows(
				images.map((image) => imageRatio(image)),
				wide
			);
		case 'columns':
			return columnRows(images.length, columns);
		case 'square':
		case 'circle':
			return gridRows(images.length, columns);
	}
}
