import { describe, expect, it } from 'vitest';

import { validCenter } from './center';

describe('validCenter', () => {
	it('keeps a centre on the globe', () => {
		expect(validCenter({ lng: -9.14, lat: 38.72 })).toEqual({ lng: -9.14, lat: 38.72 });
	});

	it('falls back to San Francisco', () => {
		for (const value of [undefined, {}, { lng: 200, lat: 0 }, { lng: '1', lat: 2 }]) {
			expect(validCenter(value)).toEqual({ lng: -122.41941550000001, lat: 37.7749295 });
		}
	});
});
