// How an HTML parser reads a character reference in an attribute value. Gutenberg's serializer
// escapes a bare `&` but keeps what looks like a reference (`&#106;`, `&colon;`), which the
// visitor's browser then decodes: a URL is judged as it is written and as the browser reads it.
// A full table of HTML's 2,231 named references would be 30 KiB of data in every bundle that
// saves a link; the names below are those that can spell a URL's punctuation, and any other
// name makes `decodeReferences` report that it cannot read the value.

// Named references are case-sensitive: `&Tab;` is a tab, `&tab;` is text.
const NAMED: Readonly<Record<string, string>> = {
	AMP: '&',
	amp: '&',
	apos: "'",
	bsol: '\\',
	colon: ':',
	comma: ',',
	commat: '@',
	equals: '=',
	excl: '!',
	GT: '>',
	gt: '>',
	lpar: '(',
	LT: '<',
	lt: '<',
	NewLine: '\n',
	num: '#',
	percnt: '%',
	period: '.',
	plus: '+',
	quest: '?',
	QUOT: '"',
	quot: '"',
	rpar: ')',
	semi: ';',
	sol: '/',
	Tab: '\t',
};

// Numeric references need no `;` in an attribute (`&#106avascript:` is `javascript:`).
const REFERENCE = /&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z][a-z0-9]*);)/gi;

function fromCodePoint(code: number): string {
	// What the parser puts for a null, a surrogate or a number out of range.
	return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
		? '\uFFFD'
		: String.fromCodePoint(code);
}

/**
 * `value` with its character references decoded as an HTML parser decodes an attribute's, or
 * `undefined` when it holds a named reference this does not know (so cannot be judged).
 *
 * @example
 * decodeReferences('&#106;avascript&colon;x'); // 'javascript:x'
 * decodeReferences('a&amp;b'); // 'a&b'
 */
export function decodeReferences(value: string): string | undefined {
	if (!value.includes('&')) {
		return value;
	}
	let unknown = false;
	const decoded = value.replace(REFERENCE, (match, hex?: string, decimal?: string, name?: string) => {
		if (hex !== undefined) {
			return fromCodePoint(Number.parseInt(hex.slice(0, 8), 16));
		}
		if (decimal !== undefined) {
			return fromCodePoint(Number.parseInt(decimal.slice(0, 9), 10));
		}
		const character = NAMED[name ?? ''];
		if (character === undefined) {
			unknown = true;
			return match;
		}
		return character;
	});
	return unknown ? undefined : decoded;
}
