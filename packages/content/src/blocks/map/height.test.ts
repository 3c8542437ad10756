import { describe, expect, it } from 'vitest';

import { mapHeight } from './height';

describe('mapHeight', () => {
	it('raises a height below the minimum to 400', () => {
		expect(mapHeight(0)).toBe(400);
		expect(mapHeight(-50)).toBe(400);
		expect(mapHeight('399')).toBe(400);
	});

	it('keeps the 10 px grid', () => {
		expect(mapHeight(523)).toBe(520);
		expect(mapHeight('527')).toBe(530);
		expect(mapHeight(600)).toBe(600);
	});

	it('unsets the height for anything that is not a number', () => {
		expect(mapHeight('')).toBeUndefined();
		expect(mapHeight('tall')).toBeUndefined();
		expect(mapHeight(Number.NaN)).toBeUndefined();
		expect(mapHeight(undefined)).toBeUndefined();
		expect(mapHeight(null)).toBeUndefined();
	});
});
