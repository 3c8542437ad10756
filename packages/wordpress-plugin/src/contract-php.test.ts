import { describe, expect, it } from 'vitest';

import { phpString } from './contract-php';

describe('phpString', () => {
	it('single-quotes printable ASCII, escaping quotes and backslashes', () => {
		expect(phpString("it's a \\ test")).toBe("'it\\'s a \\\\ test'");
	});

	it('double-quotes anything else, with escapes PHP reads back', () => {
		expect(phpString('a\tb\u00a0$"\\')).toBe('"a\\tb\\u{a0}\\$\\"\\\\"');
		expect(phpString('\u{1F600}')).toBe('"\\u{1f600}"');
	});
});
