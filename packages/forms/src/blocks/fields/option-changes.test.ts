import { describe, expect, it } from 'vitest';

import { addOption, moveOption, removeOption, renameOption } from './option-changes';

const options = ['Red', 'Green', 'Blue'] as const;

describe('option changes', () => {
	it('adds at the end, removes and renames by position', () => {
		expect(addOption(options, 'Pink')).toEqual(['Red', 'Green', 'Blue', 'Pink']);
		expect(removeOption(options, 1)).toEqual(['Red', 'Blue']);
		expect(renameOption(options, 2, 'Navy')).toEqual(['Red', 'Green', 'Navy']);
	});

	it('moves an option up or down by one', () => {
		expect(moveOption(options, 1, -1)).toEqual(['Green', 'Red', 'Blue']);
		expect(moveOption(options, 1, 1)).toEqual(['Red', 'Blue', 'Green']);
	});

	it('leaves the list as it is when a move would leave it', () => {
		expect(moveOption(options, 0, -1)).toEqual([...options]);
		expect(moveOption(options, 2, 1)).toEqual([...options]);
	});
});
