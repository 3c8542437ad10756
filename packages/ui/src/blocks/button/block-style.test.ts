import { describe, expect, it } from 'vitest';

import { buttonStyleOf, withButtonStyle } from './block-style';

describe('button block styles', () => {
	it('reads the style from the className', () => {
		expect(buttonStyleOf(undefined)).toBe('fill');
		expect(buttonStyleOf('is-style-fill')).toBe('fill');
		expect(buttonStyleOf('big is-style-outline')).toBe('outline');
		expect(buttonStyleOf('is-style-outlined')).toBe('fill');
	});

	it('replaces the style class and keeps the others', () => {
		expect(withButtonStyle(undefined, 'outline')).toBe('is-style-outline');
		expect(withButtonStyle('big is-style-fill', 'outline')).toBe('big is-style-outline');
		expect(withButtonStyle('is-style-outline', 'fill')).toBeUndefined();
		expect(withButtonStyle('big is-style-outline', 'fill')).toBe('big');
	});
});
