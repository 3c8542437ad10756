import { describe, expect, it } from 'vitest';

import { randomBase36 } from './random-id';

describe('randomBase36', () => {
	it('gives the asked number of base-36 characters', () => {
		expect(randomBase36(8)).toMatch(/^[0-9a-z]{8}$/);
		expect(randomBase36(4)).toMatch(/^[0-9a-z]{4}$/);
	});

	it('differs from call to call', () => {
		const ids = new Set(Array.from({ length: 50 }, () => randomBase36(8)));
		expect(ids.size).toBe(50);
	});
});
