import { validColor } from '@blockyard/ui';
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

	it('follows the shared colour validator', () => {
		for (const value of [
			'#00aa11',
			'00AA11',
			' #abcdef ',
			'red',
			'#0a1',
			'#00aa11;x',
			'',
			7,
			undefined,
		]) {
			expect(markerColor(value)).toBe(validColor(value, '#ff0000'));
		}
	});
});
