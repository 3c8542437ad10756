// The values the save fuzzer (save-fuzz/) puts in every string a block declares:
// a table of addresses, styles and markup that make a browser run script, load from another
// host or break out of an attribute, spelled the ways a filter misses them (entities, tabs and
// newlines inside the scheme, mixed case, CSS escapes), then seeded random ones around them.
import fc from 'fast-check';

/** Where a value is meant to hurt: an address, an inline style, markup, or anywhere (plain oddities). */
export type HostileKind = 'url' | 'css' | 'html' | 'misc';

export interface HostileValue {
	readonly kind: HostileKind;
	readonly value: string;
}

const EVIL = 'evil.example';
const LONG = 'a'.repeat(5000);

const url = (value: string): HostileValue => ({ kind: 'url', value });
const css = (value: string): HostileValue => ({ kind: 'css', value });
const html = (value: string): HostileValue => ({ kind: 'html', value });
const misc = (value: string): HostileValue => ({ kind: 'misc', value });

/**
 * The fixed table: every value is tried on every string a block saves (see
 * `describeSaveFuzz`), so a new spelling added here reaches every block.
 */
export const HOSTILE_VALUES: readonly HostileValue[] = [
	// Script addresses, as written and as a browser still reads them.
	url('javascript:alert(1)'),
	url('JaVaScRiPt:alert(1)'),
	url(' java\tscript:alert(1)'),
	url('java\nscript:alert(1)'),
	url('java\rscript:alert(1)'),
	url('\u0001javascript:alert(1)'),
	url('&#106;avascript:alert(1)'),
	url('&#x6A;avascript:alert(1)'),
	url('&#0000106&#0000097vascript:alert(1)'),
	url('javascript&colon;alert(1)'),
	url('javascript&#58;alert(1)'),
	url('jav&#x09;ascript:alert(1)'),
	url('javascript:alert(1)//https://example.com/'),
	url('vbscript:msgbox(1)'),
	url('VbScRiPt:msgbox(1)'),
	url('data:text/html,<script>alert(1)</script>'),
	url('DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
	url(' data:TEXT/HTML,<svg onload=alert(1)>'),
	// Other hosts, dressed up or not.
	url(`//${EVIL}/x`),
	url(`/\\${EVIL}`),
	url(`\\\\${EVIL}`),
	url(`https://calendly.com@${EVIL}`),
	url(`https://${EVIL}/x.png`),
	url(`http://${EVIL}`),
	url(`https://${EVIL}/x.mp4`),
	url(`https:${EVIL}/x`),
	// Breaking out of an attribute or into markup.
	html('" onmouseover="alert(1)'),
	html("' onmouseover='alert(1)"),
	html("'><script>alert(1)</script>"),
	html('"><script>alert(1)</script>'),
	html('<img src=x onerror=alert(1)>'),
	html('<iframe srcdoc="<script>alert(1)</script>"></iframe>'),
	html(`<iframe src="https://${EVIL}/"></iframe>`),
	html('<a href="javascript:alert(1)">x</a>'),
	html('srcdoc'),
	html('--><script>alert(1)</script><!--'),
	// Styles that load something or run something.
	css(`10px;background-image:url(https://${EVIL}/w.png)`),
	css(`url(//${EVIL})`),
	css('expression(alert(1))'),
	css('red;background:url(x)'),
	css(`linear-gradient(red, url(https://${EVIL}/g))`),
	css(`1px;background:url(//${EVIL}/mw)`),
	css(`\\75rl(//${EVIL})`),
	css(`\\75 rl(//${EVIL})`),
	css(`red;background:\\55 RL(//${EVIL})`),
	css(`1px;background:image-set("https://${EVIL}/i.png" 1x)`),
	css(`1px}@import url(//${EVIL}/i.css);{`),
	css('red;behavior:url(x.htc)'),
	css('10px"><img src=x onerror=alert(1)>'),
	// Plain oddities: numbers as text, nothing, too much.
	misc('12'),
	misc('0'),
	misc('-1'),
	misc(''),
	misc(' '),
	misc(LONG),
	misc(`https://example.com/${LONG}`),
	// No NUL: WordPress strips it from what it saves (wp_kses_no_null), and the HTML parser
	// turns it into U+FFFD, so it would only show that a block does not parse back.
	misc('\u202e'),
];

/** The table's values tried on a string that saves nothing the fuzzer could see: one or two of each kind. */
export const CORE_HOSTILE_VALUES: readonly HostileValue[] = [
	url('javascript:alert(1)'),
	url(' java\tscript:alert(1)'),
	url('&#106;avascript:alert(1)'),
	url('data:text/html,<script>alert(1)</script>'),
	url(`//${EVIL}/x`),
	url(`https://${EVIL}/x.png`),
	html('" onmouseover="alert(1)'),
	html('<img src=x onerror=alert(1)>'),
	css(`10px;background-image:url(https://${EVIL}/w.png)`),
	css('red;background:url(x)'),
	css(`\\75rl(//${EVIL})`),
	misc('12'),
	misc(''),
];

/** Mixed case, as a case-insensitive scheme check must still see it. */
const mixedCase = (text: string, mask: readonly boolean[]): string =>
	[...text].map((char, index) => (mask[index % mask.length] ? char.toUpperCase() : char)).join('');

/** Characters a browser drops from an address (tab, newline) or trims (spaces, controls). */
const BROKEN_BY = ['\t', '\n', '\r', '&#9;', '&#10;', '&Tab;', '&NewLine;'];

/** A script scheme spelled some way a browser still runs it. */
const hostileScheme = fc
	.tuple(
		fc.constantFrom('javascript', 'vbscript'),
		fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }),
		fc.nat({ max: 9 }),
		fc.constantFrom(...BROKEN_BY),
		fc.constantFrom(':', '&colon;', '&#58;', '&#x3a;', '&#X3A;'),
		fc.constantFrom('', ' ', '\u0001', '\u001f ')
	)
	.map(
		([scheme, mask, at, breaker, colon, lead]) =>
			`${lead}${mixedCase(scheme.slice(0, at), mask)}${breaker}${mixedCase(scheme.slice(at), mask)}${colon}alert(1)`
	);

/** A style value that ends the declaration and loads something, with escapes in `url`. */
const hostileStyle = fc
	.tuple(
		fc.constantFrom('10px', 'red', '1em', '#fff', '0'),
		fc.constantFrom('background', 'background-image', 'list-style', 'border-image', 'content'),
		fc.constantFrom('url', 'URL', 'uRl', '\\75rl', '\\75 rl', 'u\\72l', '\\55 \\52 \\4c', 'image-set'),
		fc.constantFrom('//evil.example/s', 'https://evil.example/s.png', '"//evil.example"', "'x'")
	)
	.map(([value, property, fn, address]) => `${value};${property}:${fn}(${address})`);

/** Anything: random text with the characters that matter in markup and styles. */
const anyText = fc.string({
	unit: fc.constantFrom(...'"\'<>&;:/\\()= \t\nabcjsvx01#%'),
	maxLength: 40,
});

/**
 * `count` random hostile values for `seed`: the same seed gives the same values, so a failure
 * reproduces with `BLOCKYARD_FUZZ_SEED=<seed>`.
 */
export function randomHostileValues(seed: number, count: number): HostileValue[] {
	if (count <= 0) {
		return [];
	}
	const arbitrary = fc.oneof(
		hostileScheme.map(url),
		hostileStyle.map(css),
		anyText.map(misc),
		fc.webUrl().map((address) => url(address.replace(/^https?:\/\/[^/]*/, `https://${EVIL}`)))
	);
	return fc.sample(arbitrary, { seed, numRuns: count });
}

/**
 * Values of the wrong shape for an attribute declared as `type`: a string where an object or
 * array is declared, an array of strings where objects are expected, an object missing its
 * fields, `null`, a number as text, a number where a string is declared, a boolean.
 */
export function wrongShapes(type: unknown): unknown[] {
	const types = Array.isArray(type) ? (type as unknown[]) : [type];
	const wrongType = [null, '12', 'x', 12, true, false, ['a', 'b'], {}].filter((shape) => {
		const shapeType = typeOf(shape);
		const declaredAsString = types.includes('string') || types.includes('rich-text');
		if (
			!declaredAsString &&
			!types.includes('object') &&
			!types.includes('array') &&
			typeof shape === 'object' &&
			shape !== null
		) {
			return false; // Not in the list for a number or a boolean.
		}
		if (declaredAsString && typeof shape === 'object' && shape !== null) {
			return false; // An object or array where a string is declared is not in the list either.
		}
		return !types.includes(shapeType) && !(shapeType === 'integer' && types.includes('number'));
	});
	// Of the right type, the wrong shape: an object missing its fields, arrays of strings or of empty objects.
	const structural = [
		...(types.includes('object') ? [{}, { x: 'y' }] : []),
		...(types.includes('array') ? [['a', 'b'], [{}], [null], [12]] : []),
	];
	return [...wrongType, ...structural];
}

/** The block.json type of a value. */
function typeOf(value: unknown): string {
	if (value === null) {
		return 'null';
	}
	if (Array.isArray(value)) {
		return 'array';
	}
	return typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
}

/** The wrong shapes for a string nested in an object or array a block declares. */
export const WRONG_NESTED_SHAPES: readonly unknown[] = [null, 12, true, {}, ['a'], undefined];

/** The wrong shapes for an item of an array of objects: a string, an object missing fields, nothing. */
export const WRONG_ITEM_SHAPES: readonly unknown[] = ['x', '12', {}, null, 12, true, ['a']];
