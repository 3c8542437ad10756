import { describe, expect, it } from 'vitest';

import { canSearch, INITIAL_SEARCH_TERMS, randomSearchTerm } from './search';

describe('randomSearchTerm', () => {
	it('picks one of the seven terms, over the whole range of the random number', () => {
		expect(INITIAL_SEARCH_TERMS).toEqual([
			'mountain',
			'ocean',
			'river',
			'clouds',
			'pattern',
			'abstract',
			'sky',
		]);
		expect(randomSearchTerm(() => 0)).toBe('mountain');
		expect(randomSearchTerm(() => 0.999999)).toBe('sky');
		expect(randomSearchTerm(() => 1)).toBe('sky');
		expect(INITIAL_SEARCH_TERMS).toContain(randomSearchTerm());
	});
});

describe('canSearch', () => {
	it('is disabled for an empty box, the term already searched, and while copying', () => {
		expect(canSearch({ term: '', lastSearched: 'sky', copying: false })).toBe(false);
		expect(canSearch({ term: '   ', lastSearched: undefined, copying: false })).toBe(false);
		expect(canSearch({ term: 'sky', lastSearched: 'sky', copying: false })).toBe(false);
		expect(canSearch({ term: 'sea', lastSearched: 'sky', copying: true })).toBe(false);
		expect(canSearch({ term: 'sea', lastSearched: 'sky', copying: false })).toBe(true);
		expect(canSearch({ term: 'sea', lastSearched: undefined, copying: false })).toBe(true);
	});
});
