import { describe, expect, it } from 'vitest';

import { embedCodeColour } from './colour';

describe('embedCodeColour', () => {
	it('keeps exactly six letters or digits, with or without #', () => {
		expect(embedCodeColour('00a2ff')).toBe('00a2ff');
		expect(embedCodeColour('#039BE5')).toBe('039BE5');
		expect(embedCodeColour('zzzzzz')).toBe('zzzzzz');
	});

	it('refuses anything else', () => {
		for (const value of [
			'fff',
			'00a2ff0',
			'00a2f ',
			'red',
			'00a2ff;x',
			'#00a2ff"',
			'',
			null,
			undefined,
		]) {
			expect(embedCodeColour(value), String(value)).toBeUndefined();
		}
	});
});
