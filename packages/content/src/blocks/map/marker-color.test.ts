import { describe, expect, it } from 'vitest';

import { markerColor } from './marker-color';

describe('markerColor', () => {
	it('takes six hex digits, with or without #', () => {
		expect(markerColor('#00aa11')).toBe('#00aa11');
		expect(markerColor('00AA11')).toBe('#00AA11');
	});

	it('falls back to red for anything else', () => {
		expect(markerColor('red')).toBe('#ff0000');
		expect(markerColor('#0a1')).toBe('#ff0000');
		expect(markerColor('#00aa11;background:url(x)')).toBe('#ff0000');
		expect(markerColor(undefined)).toBe('#ff0000');
	});
});
