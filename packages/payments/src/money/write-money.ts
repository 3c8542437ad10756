import { intlLocaleOf } from './intl-locale';
import { NO_BREAK_SPACE, resolveMoneyStyle, type MoneyStyle } from './money-style';
import type { CurrencyFormat } from './sold-currencies';

/** Options of `formatMoney` and `formatSoldMoney`. */
export interface FormatMoneyOptions {
	/** Drop the decimals when they are all zero: '$5' rather than '$5.00' ('$5.50' stays). */
	readonly stripZeros?: boolean;
	/**
	 * Write the amount the way this locale writes the currency (its separators and where it puts
	 * the symbol), still with the table's symbol: `de-DE`, or WordPress's `de_DE`. Without it, or
	 * with one Intl cannot read, the currency table decides everything, so the result is the same
	 * in every browser.
	 */
	readonly locale?: string;
	/**
	 * Write the amount the way a site's language does, from a stored snapshot (`moneyStyleFor`):
	 * its grouping and decimal mark, and the symbol before or after the number, with or without
	 * a no-break space; the symbol is still the table's and the minus sign still comes first.
	 * Unlike `locale`, the result does not depend on the browser. A malformed style is ignored
	 * (the table decides); a style takes the place of `locale`.
	 */
	readonly style?: MoneyStyle;
}

/** A plain JavaScript number written as text: '5', '-5.5', '.5', '1e3'; nothing else. */
const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** The amount as a finite number, or undefined when it is not one. */
function toAmount(amount: number | string): number | undefined {
	if (typeof amount === 'string') {
		const text = amount.trim();
		return NUMERIC_TEXT.test(text) ? toAmount(Number(text)) : undefined;
	}
	return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per locale, style and number of decimals: building them is slow. */
function formatter(locale: string, currency: string | undefined, precision: number): Intl.NumberFormat {
	const key = `${locale}|${currency ?? ''}|${precision}`;
	let found = formatters.get(key);
	if (!found) {
		found = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
			...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
			minimumFractionDigits: precision,
			maximumFractionDigits: precision,
		});
		formatters.set(key, found);
	}
	return found;
}

/** The currencies this browser's Intl knows; the others are formatted as plain numbers. */
let intlCurrencies: ReadonlySet<string> | undefined;
function intlKnows(currency: string): boolean {
	intlCurrencies ??= new Set(
		typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []
	);
	return intlCurrencies.has(currency);
}

/**
 * Writes `amount` of `currency` as `format` says (see `formatMoney`, which gives the format of any
 * currency, and `formatSoldMoney`, of the blocks' currencies only).
 */
export function writeMoney(
	amount: number | string,
	currency: string,
	format: CurrencyFormat,
	options: FormatMoneyOptions = {}
): string | undefined {
	const value = toAmount(amount);
	if (value === undefined) {
		return undefined;
	}
	const { symbol, grouping, decimal, precision } = format;
	const { stripZeros = false } = options;
	const style = options.style === undefined ? undefined : resolveMoneyStyle(options.style);
	const locale =
		style !== undefined || options.locale === undefined ? undefined : intlLocaleOf(options.locale);
	// The marks written in place of Intl's: the style's, else the table's unless a locale decides.
	const marks = style ?? (locale === undefined ? { grouping, decimal } : undefined);
	const parts = formatter(
		locale ?? 'en-US',
		locale !== undefined && intlKnows(currency) ? currency : undefined,
		precision
	).formatToParts(Math.abs(value));

	const zeroDecimals = parts.every((part) => part.type !== 'fraction' || /^0*$/.test(part.value));
	const isZero = parts.every((part) => part.type !== 'integer' || /^0*$/.test(part.value)) && zeroDecimals;
	let hasSymbol = false;
	let text = '';
	for (const part of parts) {
		switch (part.type) {
			case 'currency':
				text += symbol;
				hasSymbol = true;
				break;
			case 'group':
				text += marks === undefined ? part.value : marks.grouping;
				break;
			case 'decimal':
				text += stripZeros && zeroDecimals ? '' : marks === undefined ? part.value : marks.decimal;
				break;
			case 'fraction':
				text += stripZeros && zeroDecimals ? '' : part.value;
				break;
			default:
				text += part.value;
		}
	}
	const sign = value < 0 && !isZero ? '-' : '';
	if (style !== undefined) {
		const space = style.spaced ? NO_BREAK_SPACE : '';
		const number = text.trim();
		return style.symbolFirst ? `${sign}${symbol}${space}${number}` : `${sign}${number}${space}${symbol}`;
	}
	return `${sign}${hasSymbol ? '' : symbol}${text.trim()}`;
}
