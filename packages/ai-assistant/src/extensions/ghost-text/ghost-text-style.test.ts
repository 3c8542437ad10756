import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { cssString } from './ghost-text-style';

/** What a CSS parser reads from a string token's escapes. */
const decode = (quoted: string): string =>
	quoted
		.slice(1, -1)
		.replace(/\\([0-9a-f]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

describe('cssString', () => {
	it('gives back every text it is given, read as CSS reads it', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme' }), (text) => {
				expect(decode(cssString(text))).toBe(text);
			})
		);
	});

	it('cannot end the string, the rule or the style element', () => {
		fc.assert(
			fc.property(
				fc.string({ unit: fc.constantFrom('"', "'", '\\', '\n', '<', '>', '}', '/', ';', 'a') }),
				(text) => {
					const inner = cssString(text).slice(1, -1);
					expect(inner).not.toMatch(/["\n<>}/]/);
					// A backslash only starts a hex escape.
					expect(inner.replace(/\\[0-9a-f]{1,6} /g, '')).not.toContain('\\');
				}
			)
		);
	});

	it('leaves words and punctuation as they are', () => {
		expect(cssString('Bees make honey, don’t they?')).toBe('"Bees make honey, don’t they?"');
		expect(cssString('a "b"\n')).toBe('"a \\22 b\\22 \\a "');
	});
});
