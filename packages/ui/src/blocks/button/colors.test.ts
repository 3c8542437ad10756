import { describe, expect, it } from 'vitest';

import { validColor } from './colors';

describe('validColor', () => {
	it('accepts six hex digits, with or without #', () => {
		expect(validColor('#a1B2c3', undefined)).toBe('#a1B2c3');
		expect(validColor('a1b2c3', undefined)).toBe('#a1b2c3');
	});

	it('falls back on anything else', () => {
		for (const bad of ['#fff', 'fff', '#1234567', 'red', '#ggggg0', '##a1b2c3', '', 'rgb(0,0,0)']) {
			expect(validColor(bad, '#000000')).toBe('#000000');
		}
		expect(validColor(undefined, undefined)).toBeUndefined();
		expect(validColor(123456, 'x')).toBe('x');
	});
});
