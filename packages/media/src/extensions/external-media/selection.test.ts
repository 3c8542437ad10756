import { describe, expect, it } from 'vitest';

import { MAX_SELECTED, toggleSelection } from './selection';

const item = (n: number) => ({ ID: `item-${n}` });
const ids = (list: readonly { ID: string }[]) => list.map((entry) => entry.ID);

describe('toggleSelection', () => {
	it('keeps one item in single mode: a new pick replaces the old one, the same pick unselects it', () => {
		const one = toggleSelection([], item(1), false);
		expect(ids(one)).toEqual(['item-1']);
		expect(ids(toggleSelection(one, item(2), false))).toEqual(['item-2']);
		expect(toggleSelection(one, item(1), false)).toEqual([]);
	});

	it('adds and removes picks in multiple mode', () => {
		let selected = toggleSelection([], item(1), true);
		selected = toggleSelection(selected, item(2), true);
		expect(ids(selected)).toEqual(['item-1', 'item-2']);
		expect(ids(toggleSelection(selected, item(1), true))).toEqual(['item-2']);
	});

	it('keeps at most ten: the nine most recent and the new one', () => {
		let selected: readonly { ID: string }[] = [];
		for (let n = 1; n <= 12; n++) {
			selected = toggleSelection(selected, item(n), true);
		}
		expect(selected).toHaveLength(MAX_SELECTED);
		expect(ids(selected)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `item-${n}`));
	});
});
