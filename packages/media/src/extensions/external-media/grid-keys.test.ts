import { describe, expect, it } from 'vitest';

import { gridFocusAfter } from './grid-keys';

describe('gridFocusAfter', () => {
	it('moves by one item with left and right, by a row with up and down, within the grid', () => {
		// 7 items in 3 columns: 0 1 2 / 3 4 5 / 6
		expect(gridFocusAfter('ArrowRight', 2, 7, 3)).toBe(3);
		expect(gridFocusAfter('ArrowRight', 6, 7, 3)).toBe(6);
		expect(gridFocusAfter('ArrowLeft', 0, 7, 3)).toBe(0);
		expect(gridFocusAfter('ArrowDown', 1, 7, 3)).toBe(4);
		expect(gridFocusAfter('ArrowDown', 4, 7, 3)).toBe(4);
		expect(gridFocusAfter('ArrowDown', 3, 7, 3)).toBe(6);
		expect(gridFocusAfter('ArrowUp', 4, 7, 3)).toBe(1);
		expect(gridFocusAfter('ArrowUp', 1, 7, 3)).toBe(1);
		expect(gridFocusAfter('Home', 5, 7, 3)).toBe(0);
		expect(gridFocusAfter('End', 1, 7, 3)).toBe(6);
		expect(gridFocusAfter('a', 1, 7, 3)).toBeUndefined();
		expect(gridFocusAfter('ArrowRight', 0, 0, 3)).toBeUndefined();
	});
});
