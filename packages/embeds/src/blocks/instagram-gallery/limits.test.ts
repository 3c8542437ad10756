import { describe, expect, it } from 'vitest';

import { galleryNumber } from './limits';

describe('galleryNumber', () => {
	it('keeps count 1 to 30, columns 1 to 6 and spacing 0 to 50, whole; defaults for non-numbers', () => {
		expect([0, 1, 30, 31, 7.6].map((n) => galleryNumber('count', n))).toEqual([1, 1, 30, 30, 8]);
		expect([0, 6, 9].map((n) => galleryNumber('columns', n))).toEqual([1, 6, 6]);
		expect([-1, 0, 50, 51].map((n) => galleryNumber('spacing', n))).toEqual([0, 0, 50, 50]);
		expect([
			galleryNumber('count', '5'),
			galleryNumber('columns', Number.NaN),
			galleryNumber('spacing', undefined),
		]).toEqual([9, 3, 10]);
	});
});
