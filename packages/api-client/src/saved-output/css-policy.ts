// The saved-output policy for inline styles: an attribute's text reaches a `style` only as the
// value of the one property it is for, read by a grammar of that property. A length is a
// number and a unit; a colour and a gradient are built from colours, numbers and keywords. No
// `url(`, `image-set(`, `expression(`, `;`, quote, comment or backslash escape gets through,
// so no style value can end its declaration, start another or make the browser fetch anything.

/** Units a saved length may have. */
export type CssLengthUnit = 'px' | 'em' | 'rem' | '%' | 'vw' | 'vh';

const ALL_UNITS: readonly CssLengthUnit[] = ['px', 'em', 'rem', '%', 'vw', 'vh'];

const LENGTH = /^(\d{1,6}(?:\.\d{1,4})?|\.\d{1,4})(px|em|rem|%|vw|vh)$/;

/**
 * `value`, trimmed, when it is a non-negative length in one of `units` (`120px`, `50%`,
 * `1.5em`); a bare `0` is kept too. Otherwise `undefined`.
 *
 * @example
 * safeCssLength('50%'); // '50%'
 * safeCssLength('10px;background:url(x)'); // undefined
 */
export function safeCssLength(
	value: unknown,
	units: readonly CssLengthUnit[] = ALL_UNITS
): string | undefined {
	if (typeof value !== 'string') {
		return undefined;
	}
	const text = value.trim();
	if (text === '0') {
		return text;
	}
	const match = LENGTH.exec(text.toLowerCase());
	return match && units.includes(match[2] as CssLengthUnit) ? text : undefined;
}

/**
 * The colour keywords read: not CSS's 148 names (the block editor writes hex, `rgb()` and
 * palette variables, and a table of names would weigh on every save that writes a colour).
 */
const NAMED_COLORS: ReadonlySet<string> = new Set([
	'transparent',
	'currentcolor',
	'black',
	'white',
	'inherit',
]);

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
/** A number, with a unit or a percentage where colour functions take them. */
const NUMBER = /^[+-]?(?:\d{1,6}(?:\.\d{1,6})?|\.\d{1,6})(?:%|deg|rad|turn|grad)?$/;
/** `rgb(…)`, `hsl(…)` and their `a` forms: numbers, separated by commas, spaces or one `/`. */
const COLOR_FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/;
/** A theme's palette entry, as the block editor writes it. */
const PRESET_VARIABLE = /^var\(--wp--preset--(?:color|gradient)--[a-z0-9-]{1,64}\)$/;

function isColorFunction(text: string): boolean {
	const match = COLOR_FUNCTION.exec(text);
	if (!match) {
		return false;
	}
	const parts = (match[2] ?? '').split(/\s*[,/]\s*|\s+/).filter((part) => part !== '');
	return (
		parts.length >= 3 && parts.length <= 4 && parts.every((part) => NUMBER.test(part) || part === 'none')
	);
}

/**
 * `value`, trimmed, when it is a colour (in any case): `#rgb`, `#rrggbb` (with or without
 * alpha), `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers, `transparent`, `currentcolor`, `black`,
 * `white`, `inherit`, or a theme's palette
 * variable. Otherwise `undefined`.
 *
 * @example
 * safeCssColor(' #FF0000 '); // '#FF0000'
 * safeCssColor('red;background:url(x)'); // undefined
 */
export function safeCssColor(value: unknown): string | undefined {
	if (typeof value !== 'string') {
		return undefined;
	}
	const text = value.trim();
	const lower = text.toLowerCase();
	return HEX_COLOR.test(lower) ||
		NAMED_COLORS.has(lower) ||
		PRESET_VARIABLE.test(lower) ||
		isColorFunction(lower)
		? text
		: undefined;
}

const GRADIENT = /^(?:repeating-)?(?:linear|radial|conic)-gradient\((.+)\)$/;
/** The words a gradient's direction, shape, position and colour interpolation are written with. */
const GRADIENT_KEYWORDS: ReadonlySet<string> = new Set(
	(
		'to top bottom left right center at circle ellipse closest-side closest-corner farthest-side ' +
		'farthest-corner from in srgb srgb-linear display-p3 lab oklab xyz hsl hwb lch oklch shorter longer ' +
		'increasing decreasing hue'
	).split(' ')
);
/** A gradient's argument list, split into colour functions, words and numbers. */
const GRADIENT_TOKEN = /\s*(?:((?:rgba?|hsla?)\([^()]*\))|(var\([^()]*\))|([#a-z0-9.+%-]+)|(,))\s*/gy;

function isGradientToken(token: string): boolean {
	return (
		token === ',' ||
		GRADIENT_KEYWORDS.has(token) ||
		NUMBER.test(token) ||
		/^[+-]?(?:\d{1,6}(?:\.\d{1,6})?|\.\d{1,6})(?:px|em|rem|vw|vh)$/.test(token) ||
		safeCssColor(token) !== undefined
	);
}

/**
 * `value`, trimmed, when it is one CSS gradient (`linear-gradient(135deg,
 * rgba(6,147,227,1) 0%, #9b51e0 100%)`, radial, conic, repeating) made only of colours,
 * numbers, lengths, angles and a gradient's keywords, or a theme's gradient variable.
 * Otherwise `undefined`: no `url(`, no second declaration, no other function.
 *
 * @example
 * safeCssGradient('linear-gradient(#f00, #00f)'); // 'linear-gradient(#f00, #00f)'
 * safeCssGradient('linear-gradient(red, url(https://evil.example/g))'); // undefined
 */
export function safeCssGradient(value: unknown): string | undefined {
	if (typeof value !== 'string') {
		return undefined;
	}
	const text = value.trim();
	const lower = text.toLowerCase();
	if (PRESET_VARIABLE.test(lower)) {
		return text;
	}
	const inner = GRADIENT.exec(lower)?.[1];
	if (inner === undefined || inner.length > 1000) {
		return undefined;
	}
	GRADIENT_TOKEN.lastIndex = 0;
	let read = 0;
	for (let match = GRADIENT_TOKEN.exec(inner); match !== null; match = GRADIENT_TOKEN.exec(inner)) {
		const token = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
		if (!isGradientToken(token)) {
			return undefined;
		}
		read = GRADIENT_TOKEN.lastIndex;
	}
	return read === inner.length ? text : undefined;
}
