import { describe, expect, it } from 'vitest';

import { allowedWidthUnits, parseWidth, sanitizeWidth, widthForAlignment } from './width';

describe('width rules', () => {
	it('parses widths', () => {
		expect(parseWidth('50%')).toEqual({ quantity: 50, unit: '%' });
		expect(parseWidth('12.5em')).toEqual({ quantity: 12.5, unit: 'em' });
		expect(parseWidth('50')).toBeUndefined();
		expect(parseWidth('-5px')).toBeUndefined();
		expect(parseWidth(undefined)).toBeUndefined();
	});

	it('allows px and em only when aligned left or right', () => {
		expect(allowedWidthUnits(undefined)).toEqual(['%']);
		expect(allowedWidthUnits('center')).toEqual(['%']);
		expect(allowedWidthUnits('left')).toEqual(['%', 'px', 'em']);
		expect(allowedWidthUnits('right')).toEqual(['%', 'px', 'em']);
	});

	it('caps a percentage at 100 and drops what the alignment does not allow', () => {
		expect(sanitizeWidth('150%', undefined)).toBe('100%');
		expect(sanitizeWidth('75%', 'center')).toBe('75%');
		expect(sanitizeWidth('120px', undefined)).toBeUndefined();
		expect(sanitizeWidth('120px', 'left')).toBe('120px');
		expect(sanitizeWidth('0%', undefined)).toBeUndefined();
		expect(sanitizeWidth('wide', 'left')).toBeUndefined();
	});

	it('switching to left or right clears a percentage', () => {
		expect(widthForAlignment('50%', 'left')).toBeUndefined();
		expect(widthForAlignment('50%', 'right')).toBeUndefined();
		expect(widthForAlignment('10em', 'right')).toBe('10em');
		expect(widthForAlignment('50%', 'center')).toBe('50%');
		expect(widthForAlignment('120px', 'center')).toBeUndefined();
	});
});
