import { describe, expect, it } from 'vitest';

import { clampMaxRating, clampRating, ratingText, starFills } from './rating';
import { ratingAfterClick, ratingAfterKey } from './rating-input';

describe('ratingAfterClick', () => {
	it('sets the whole value of another star', () => {
		expect(ratingAfterClick(1, 4)).toBe(4);
		expect(ratingAfterClick(4, 2)).toBe(2);
		expect(ratingAfterClick(0, 1)).toBe(1);
		expect(ratingAfterClick(2.5, 5)).toBe(5);
	});

	it('takes half a star off a whole rating when its star is clicked again', () => {
		expect(ratingAfterClick(4, 4)).toBe(3.5);
		expect(ratingAfterClick(1, 1)).toBe(0.5);
	});

	it('gives the half back when the half star is clicked again', () => {
		expect(ratingAfterClick(3.5, 4)).toBe(4);
	});

	it('goes to 0 when the first star is clicked at 0.5', () => {
		expect(ratingAfterClick(0.5, 1)).toBe(0);
	});
});

describe('ratingAfterKey', () => {
	it('moves by half a star with the arrow keys, within 0 and the highest rating', () => {
		expect(ratingAfterKey(3, 5, 'ArrowRight')).toBe(3.5);
		expect(ratingAfterKey(3, 5, 'ArrowUp')).toBe(3.5);
		expect(ratingAfterKey(3, 5, 'ArrowLeft')).toBe(2.5);
		expect(ratingAfterKey(3, 5, 'ArrowDown')).toBe(2.5);
		expect(ratingAfterKey(5, 5, 'ArrowRight')).toBe(5);
		expect(ratingAfterKey(0, 5, 'ArrowLeft')).toBe(0);
	});

	it('goes to 0 with Home and to the highest rating with End; Page Up and Down move a star', () => {
		expect(ratingAfterKey(3, 7, 'Home')).toBe(0);
		expect(ratingAfterKey(3, 7, 'End')).toBe(7);
		expect(ratingAfterKey(3, 7, 'PageUp')).toBe(4);
		expect(ratingAfterKey(0.5, 7, 'PageDown')).toBe(0);
	});

	it('ignores other keys', () => {
		expect(ratingAfterKey(3, 5, 'Enter')).toBeUndefined();
		expect(ratingAfterKey(3, 5, 'a')).toBeUndefined();
	});
});

describe('clampMaxRating and clampRating', () => {
	it('keeps the highest rating a whole number from 2 to 10, 5 when unusable', () => {
		expect(clampMaxRating(1)).toBe(2);
		expect(clampMaxRating(11)).toBe(10);
		expect(clampMaxRating(6.4)).toBe(6);
		expect(clampMaxRating(Number.NaN)).toBe(5);
		expect(clampMaxRating('7')).toBe(5);
	});

	it('rounds a rating to half stars within 0 and the highest rating', () => {
		expect(clampRating(3.3, 5)).toBe(3.5);
		expect(clampRating(3.2, 5)).toBe(3);
		expect(clampRating(8, 5)).toBe(5);
		expect(clampRating(-1, 5)).toBe(0);
		expect(clampRating(undefined, 5)).toBe(0);
	});
});

describe('starFills', () => {
	it('draws whole, half and empty stars', () => {
		expect(starFills(3.5, 5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
		expect(starFills(0, 2)).toEqual(['empty', 'empty']);
		expect(starFills(10, 10)).toEqual(Array(10).fill('full'));
		expect(starFills(0.5, 3)).toEqual(['half', 'empty', 'empty']);
	});
});

describe('ratingText', () => {
	it('fills the template with the rating and the highest rating', () => {
		expect(ratingText(3.5, 5, '%1$s out of %2$s')).toBe('3.5 out of 5');
		expect(ratingText(4, 10, '%1$s von %2$s')).toBe('4 von 10');
	});

	it('falls back to English for a template that lacks either number', () => {
		expect(ratingText(2, 5, 'stars')).toBe('2 out of 5');
		expect(ratingText(2, 5, undefined)).toBe('2 out of 5');
	});
});
