import { describe, expect, it } from 'vitest';

import { normalizeHexColor } from './color';

describe('normalizeHexColor', () => {
	it('keeps six hex digits, with or without #, as #rrggbb in lower case', () => {
		expect(normalizeHexColor('#FFB400')).toBe('#ffb400');
		expect(normalizeHexColor('cf2e2e')).toBe('#cf2e2e');
	});

	it('gives no colour for anything else', () => {
		expect(normalizeHexColor('#fff')).toBeUndefined();
		expect(normalizeHexColor('red')).toBeUndefined();
		expect(normalizeHexColor('#ffb400; background: url(x)')).toBeUndefined();
		expect(normalizeHexColor(undefined)).toBeUndefined();
	});
});
