import { describe, expect, it } from 'vitest';

import { clampPostsToShow, firstRowSize, gridRows } from './rows';

describe('the row rule', () => {
	it.each([
		[1, [1]],
		[2, [2]],
		[3, [3]],
		[4, [2, 2]],
		[5, [2, 3]],
		[6, [3, 3]],
	])('lays %i posts out in rows of %j', (count, sizes) => {
		const posts = Array.from({ length: count }, (_, index) => index);
		const rows = gridRows(posts);
		expect(rows.map((row) => row.length)).toEqual(sizes);
		expect(rows.flat()).toEqual(posts);
	});

	it('uses two in the first row for 2, 4 and 5 posts, three otherwise', () => {
		expect([1, 2, 3, 4, 5, 6].map(firstRowSize)).toEqual([1, 2, 3, 2, 2, 3]);
	});

	it('has no rows without posts', () => {
		expect(gridRows([])).toEqual([]);
		expect(firstRowSize(0)).toBe(0);
	});
});

describe('clampPostsToShow', () => {
	it('keeps 1 to 6 as they are', () => {
		expect([1, 2, 3, 4, 5, 6].map(clampPostsToShow)).toEqual([1, 2, 3, 4, 5, 6]);
	});

	it('brings values outside 1-6 to the nearest end, and rounds', () => {
		expect(clampPostsToShow(0)).toBe(1);
		expect(clampPostsToShow(-4)).toBe(1);
		expect(clampPostsToShow(7)).toBe(6);
		expect(clampPostsToShow(60)).toBe(6);
		expect(clampPostsToShow(2.6)).toBe(3);
	});

	it('reads anything that is not a number as the default, 3', () => {
		expect(clampPostsToShow(Number.NaN)).toBe(3);
		expect(clampPostsToShow('4')).toBe(3);
		expect(clampPostsToShow(undefined)).toBe(3);
	});
});
