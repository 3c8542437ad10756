/** The fewest and most posts the block shows, and how many it shows unless told otherwise. */
export const MIN_POSTS = 1;
export const MAX_POSTS = 6;
export const DEFAULT_POSTS = 3;

/** A stored `postsToShow` as a whole number from 1 to 6 (anything unreadable is the default). */
export function clampPostsToShow(value: unknown): number {
	if (typeof value !== 'number' || !Number.isFinite(value)) {
		return DEFAULT_POSTS;
	}
	return Math.min(MAX_POSTS, Math.max(MIN_POSTS, Math.round(value)));
}

/**
 * How many posts the grid's first row holds for `count` posts: two for 2, 4 or
 * 5 posts (so 4 make two even rows and 5 make 2 + 3), three for any other
 * count; never more than there are.
 */
export function firstRowSize(count: number): number {
	const size = count === 2 || count === 4 || count === 5 ? 2 : 3;
	return Math.max(0, Math.min(count, size));
}

/** The items in grid rows: the first row as {@link firstRowSize} says, the rest in one row after it. */
export function gridRows<T>(items: readonly T[]): T[][] {
	const first = firstRowSize(items.length);
	const rows = [items.slice(0, first)];
	if (items.length > first) {
		rows.push(items.slice(first));
	}
	return rows.filter((row) => row.length > 0);
}
