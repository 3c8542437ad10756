/**
 * How a site's language writes amounts of one currency: its marks and where the symbol goes.
 * A snapshot the editor takes (`moneyStyleFor`) and the blocks store as an attribute, so that
 * their saved markup stays a pure function of their attributes (see
 * docs/decisions/0081-money-in-the-sites-language.md). The symbol itself is always the
 * currency table's, never the style's.
 */
export interface MoneyStyle {
	/** The WordPress locale the style was taken for, e.g. `de_DE`. */
	readonly locale: string;
	/** Groups thousands, e.g. ',' in English, '.' in German, a no-break space in French. */
	readonly grouping: string;
	/** Separates the decimals, e.g. '.' in English, ',' in German and French. */
	readonly decimal: string;
	/** Whether the symbol comes before the number ('€1,000.50') or after it ('1.000,50 €'). */
	readonly symbolFirst: boolean;
	/** Whether a no-break space stands between the symbol and the number. */
	readonly spaced: boolean;
}

/** The space a style writes, in its grouping and beside the symbol: amounts never wrap. */
export const NO_BREAK_SPACE = '\u00a0';

/** A WordPress locale name or a BCP 47 tag: `de_DE`, `de_DE_formal`, `pt-PT`, `es_419`. */
const LOCALE = /^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8}){0,3}$/;

/**
 * A mark: one to three punctuation marks or symbols (a no-break space counts in a grouping),
 * none of them a digit, a letter, a sign ('-', '+'), or a character of markup.
 */
const MARK = /^(?:[\p{P}\p{S}]|\u00a0){1,3}$/u;
const NOT_A_MARK = /[-+<>&"]/;

/** Every space (the spaces Intl writes differ by version: U+0020, U+00A0, U+202F, U+2009…) as a no-break one. */
const noBreak = (text: string): string => text.replace(/\s/gu, NO_BREAK_SPACE);

function mark(value: unknown, spaceAllowed: boolean): string | undefined {
	if (typeof value !== 'string') {
		return undefined;
	}
	const text = noBreak(value);
	return MARK.test(text) && !NOT_A_MARK.test(text) && (spaceAllowed || !text.includes(NO_BREAK_SPACE))
		? text
		: undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The style a stored snapshot says, or undefined when it is missing or malformed in any field,
 * and amounts are then written in the currency table's own format. Spaces in the grouping
 * become no-break spaces; the grouping and the decimal mark must be short, hold no digit and
 * differ. Pure: `save` reads the stored attribute with it.
 *
 * @example
 * resolveMoneyStyle({ locale: 'de_DE', grouping: '.', decimal: ',', symbolFirst: false, spaced: true });
 * // the same style
 * resolveMoneyStyle({ locale: 'de_DE', grouping: ',', decimal: ',', symbolFirst: false, spaced: true });
 * // undefined
 */
export function resolveMoneyStyle(value: unknown): MoneyStyle | undefined {
	if (!isRecord(value)) {
		return undefined;
	}
	const { locale, symbolFirst, spaced } = value;
	const grouping = mark(value['grouping'], true);
	const decimal = mark(value['decimal'], false);
	if (
		typeof locale !== 'string' ||
		!LOCALE.test(locale) ||
		grouping === undefined ||
		decimal === undefined ||
		grouping === decimal ||
		typeof symbolFirst !== 'boolean' ||
		typeof spaced !== 'boolean'
	) {
		return undefined;
	}
	return { locale, grouping, decimal, symbolFirst, spaced };
}

/** Whether a stored snapshot already says exactly what `live` says (and nothing else). */
export function isSameMoneyStyle(live: MoneyStyle, stored: unknown): boolean {
	return (
		isRecord(stored) &&
		Object.keys(stored).length === 5 &&
		stored['locale'] === live.locale &&
		stored['grouping'] === live.grouping &&
		stored['decimal'] === live.decimal &&
		stored['symbolFirst'] === live.symbolFirst &&
		stored['spaced'] === live.spaced
	);
}

/** The style as the saved markup carries it for a visitor's script: JSON, its fields in one order. */
export const moneyStyleJson = (style: MoneyStyle): string =>
	JSON.stringify({
		locale: style.locale,
		grouping: style.grouping,
		decimal: style.decimal,
		symbolFirst: style.symbolFirst,
		spaced: style.spaced,
	});

/** The style a saved block's JSON carries (see {@link moneyStyleJson}), or undefined. */
export function readMoneyStyle(json: string | undefined): MoneyStyle | undefined {
	if (json === undefined || json.trim() === '') {
		return undefined;
	}
	try {
		return resolveMoneyStyle(JSON.parse(json));
	} catch {
		return undefined;
	}
}
