// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { descriptionRows } from './description-rows';

describe('descriptionRows', () => {
	it('is 4 when the description is empty', () => {
		expect(descriptionRows('')).toBe(4);
	});

	it('is at least 4 for short text', () => {
		expect(descriptionRows('One line')).toBe(4);
		expect(descriptionRows('a\nb\nc')).toBe(4);
	});

	it('counts each line as the rows it wraps to at 31 characters, an empty line as one', () => {
		expect(descriptionRows('a\n\nb\nc\nd')).toBe(5);
		expect(descriptionRows(`${'x'.repeat(31)}\n${'x'.repeat(32)}\n${'x'.repeat(93)}`)).toBe(1 + 2 + 3);
	});

	it('stops growing at 12', () => {
		expect(descriptionRows('x'.repeat(31 * 20))).toBe(12);
		expect(descriptionRows('\n'.repeat(30))).toBe(12);
	});
});
