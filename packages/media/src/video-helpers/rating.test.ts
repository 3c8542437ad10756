// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { normalizeRating } from './rating';

describe('normalizeRating', () => {
	it('keeps G, PG-13 and R-17', () => {
		expect(['G', 'PG-13', 'R-17'].map(normalizeRating)).toEqual(['G', 'PG-13', 'R-17']);
	});

	it('reads the retired X-18 as R-17', () => {
		expect(normalizeRating('X-18')).toBe('R-17');
	});

	it('gives no rating for anything else', () => {
		for (const value of ['g', 'PG', 'R', 'NC-17', '', ' G', null, undefined, 13, {}]) {
			expect(normalizeRating(value)).toBeUndefined();
		}
	});
});
