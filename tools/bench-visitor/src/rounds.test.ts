import { describe, expect, it } from 'vitest';

import { roundOrder } from './rounds';

describe('the order of a round’s pages', () => {
	it('turns by one place each round, so each page comes at each place once in as many rounds', () => {
		expect(roundOrder(3, 0)).toEqual([0, 1, 2]);
		expect(roundOrder(3, 1)).toEqual([1, 2, 0]);
		expect(roundOrder(3, 5)).toEqual([2, 0, 1]);
		const places = Array.from({ length: 4 }, (_, round) => roundOrder(4, round).indexOf(0));
		expect(places.sort()).toEqual([0, 1, 2, 3]);
	});

	it('starts where the warm-up round (-1) leaves off', () => {
		expect(roundOrder(3, -1)).toEqual([2, 0, 1]);
	});
});
