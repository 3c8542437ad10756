// The rectangular style's row patterns: which images share a row and how they stack in its
// columns, chosen by the images' aspect ratios. A row's shape lists how many images each column
// stacks, left to right: [1, 2] is an image beside two stacked ones.
import { isLandscape, isPanoramic, isPortrait, needsOwnRow } from './ratios';

/** The images still to place, seen from the first of them. */
export interface Upcoming {
	/** Images left before the end of the gallery or the next image that needs a row of its own. */
	readonly left: number;
	/** The gallery is aligned wide or full. */
	readonly wide: boolean;
	/** The ratio of the image `offset` places ahead (0: the next one). */
	ratio(offset: number): number;
	/** The sum of the next `count` images' ratios. */
	sum(count: number): number;
}

export interface RowPattern {
	readonly name: string;
	/** Images stacked in each column, left to right. */
	readonly shape: readonly number[];
	/** Not chosen when a row of the same shape is among the last this many rows (0: may repeat). */
	readonly notAmongLast: number;
	/** Whether the upcoming images suit the pattern (there are always enough of them when asked). */
	fits(next: Upcoming): boolean;
}

type RatioCheck = (ratio: number) => boolean;

const from0_9To2: RatioCheck = (ratio) => ratio >= 0.9 && ratio < 2;
const below1_6: RatioCheck = (ratio) => ratio < 1.6;

/** The next images, one check each, in order. */
function nextAre(...checks: readonly RatioCheck[]): (next: Upcoming) => boolean {
	return (next) => checks.every((check, offset) => check(next.ratio(offset)));
}

const P = isPortrait;
const L = isLandscape;
const reverseSymmetricRun = nextAre(L, L, P, L, L);
const longSymmetricRun = nextAre(L, L, L, P, L, L, L);
const symmetricRun = nextAre(P, L, L, P);

/** In priority order: the first pattern that fits (and was not used too recently) makes the row. */
export const ROW_PATTERNS: readonly RowPattern[] = [
	{
		name: 'reverse symmetric',
		shape: [2, 1, 2],
		notAmongLast: 5,
		fits: (next) => next.left > 15 && reverseSymmetricRun(next),
	},
	{
		name: 'long symmetric',
		shape: [3, 1, 3],
		notAmongLast: 5,
		fits: (next) => next.left > 15 && longSymmetricRun(next),
	},
	{
		name: 'symmetric',
		shape: [1, 2, 1],
		notAmongLast: 5,
		fits: (next) => next.left !== 5 && symmetricRun(next),
	},
	{ name: 'one and three', shape: [1, 3], notAmongLast: 3, fits: nextAre(P, L, L, L) },
	{ name: 'three and one', shape: [3, 1], notAmongLast: 3, fits: nextAre(L, L, L, P) },
	{ name: 'one and two', shape: [1, 2], notAmongLast: 3, fits: nextAre(below1_6, from0_9To2, from0_9To2) },
	{
		name: 'five',
		shape: [1, 1, 1, 1, 1],
		notAmongLast: 1,
		fits: (next) =>
			next.wide && (next.left === 5 || (next.left !== 10 && next.left > 6)) && next.sum(5) < 5,
	},
	{
		name: 'four',
		shape: [1, 1, 1, 1],
		notAmongLast: 1,
		fits: (next) => next.left > 5 && next.sum(4) < 3.5,
	},
	{
		name: 'last four',
		shape: [1, 1, 1, 1],
		notAmongLast: 0,
		fits: (next) => next.left === 4 && next.sum(4) < 7,
	},
	{
		name: 'three',
		shape: [1, 1, 1],
		notAmongLast: 3,
		fits: (next) =>
			next.left !== 4 &&
			next.left !== 6 &&
			(next.sum(3) < 2.5 || (next.sum(3) < 5 && next.ratio(0) === next.ratio(2)) || next.wide),
	},
	{ name: 'two and one', shape: [2, 1], notAmongLast: 3, fits: nextAre(from0_9To2, from0_9To2, below1_6) },
	{ name: 'panoramic', shape: [1], notAmongLast: 0, fits: (next) => isPanoramic(next.ratio(0)) },
	{ name: 'pair', shape: [1, 1], notAmongLast: 0, fits: (next) => next.left > 3 },
];

const keyOf = (shape: readonly number[]): string => shape.join(',');
const sizeOf = (shape: readonly number[]): number => shape.reduce((sum, count) => sum + count, 0);
const PATTERN_KEYS = ROW_PATTERNS.map((pattern) => keyOf(pattern.shape));
const PATTERN_SIZES = ROW_PATTERNS.map((pattern) => sizeOf(pattern.shape));

/**
 * The rows' shapes for images of these ratios, in order. An image too wide or too tall to share
 * a row (`needsOwnRow`) gets one to itself, and the patterns see only the images up to it; when
 * no pattern fits, the last one to three images of a run share a row.
 */
export function rowShapes(ratios: readonly number[], wide: boolean): (readonly number[])[] {
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
	// Three images or fewer, none of the patterns for them: side by side.
	return Array.from({ length: left }, () => 1);
}

function usedAmongLast(recent: readonly string[], key: string, rows: number): boolean {
	for (let index = recent.length - 1; index >= 0 && index >= recent.length - rows; index -= 1) {
		if (recent[index] === key) {
			return true;
		}
	}
	return false;
}
