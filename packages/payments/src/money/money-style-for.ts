import { intlLocaleOf } from './intl-locale';
import { resolveMoneyStyle, type MoneyStyle } from './money-style';

/** An amount with groups, decimals and a fraction that shows them all. */
const SAMPLE = 1234567.5;

/** Whether a part between the symbol and the number is a space (not a bidirectional mark alone). */
const isSpace = (text: string): boolean => /\s/u.test(text);

/**
 * How the site's language writes amounts of `currency`, read from the browser's Intl: for the
 * editor, which stores it as the blocks' snapshot (`save` never calls this). The grouping and
 * the decimal mark are those of Latin digits, every space in the grouping and between the
 * symbol and the number is a no-break space (Intl writes U+0020, U+00A0, U+202F or U+2009 by
 * locale and version), and Intl's own symbol is not kept: the currency table's is written.
 *
 * @param wpLocale The site's WordPress locale (`de_DE`, `de_DE_formal`) or a BCP 47 tag.
 * @param currency An ISO 4217 code.
 * @returns The style, or undefined when Intl cannot read the locale or the currency.
 * @example
 * moneyStyleFor('de_DE', 'EUR');
 * // { locale: 'de_DE', grouping: '.', decimal: ',', symbolFirst: false, spaced: true }
 */
export function moneyStyleFor(wpLocale: string, currency: string): MoneyStyle | undefined {
	const tag = intlLocaleOf(wpLocale);
	if (tag === undefined) {
		return undefined;
	}
	let parts: Intl.NumberFormatPart[];
	try {
		parts = new Intl.NumberFormat(tag, {
			style: 'currency',
			currency,
			currencyDisplay: 'narrowSymbol',
			numberingSystem: 'latn',
			// Decimals even for a currency without them (JPY): a visitor may type some.
			minimumFractionDigits: 2,
			maximumFractionDigits: 2,
		}).formatToParts(SAMPLE);
	} catch {
		return undefined;
	}
	const symbolAt = parts.findIndex((part) => part.type === 'currency');
	const numberStart = parts.findIndex((part) => part.type === 'integer');
	const numberEnd = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction');
	if (symbolAt === -1 || numberStart === -1) {
		return undefined;
	}
	const symbolFirst = symbolAt < numberStart;
	const between = symbolFirst
		? parts.slice(symbolAt + 1, numberStart)
		: parts.slice(numberEnd + 1, symbolAt);
	return resolveMoneyStyle({
		locale: wpLocale.trim(),
		grouping: parts.find((part) => part.type === 'group')?.value,
		decimal: parts.find((part) => part.type === 'decimal')?.value,
		symbolFirst,
		spaced: between.some((part) => isSpace(part.value)),
	});
}
