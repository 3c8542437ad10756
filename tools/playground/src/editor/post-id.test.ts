import { describe, expect, it } from 'vitest';

import { DEFAULT_POST_ID, postIdFromSearch } from './post-id';

describe('postIdFromSearch', () => {
	it('reads ?post=', () => {
		expect(postIdFromSearch('?post=12')).toBe(12);
		expect(postIdFromSearch('?foo=1&post=7')).toBe(7);
	});

	it('defaults to post 1', () => {
		expect(DEFAULT_POST_ID).toBe(1);
		expect(postIdFromSearch('')).toBe(1);
		expect(postIdFromSearch('?post=')).toBe(1);
	});

	it('rejects what is not a positive whole number', () => {
		for (const search of ['?post=abc', '?post=0', '?post=-3', '?post=1.5', '?post=1e3']) {
			expect(postIdFromSearch(search)).toBeUndefined();
		}
	});
});
