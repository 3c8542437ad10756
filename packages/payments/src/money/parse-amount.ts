import { currencyFormat } from './currencies';
import { resolveMoneyStyle, type MoneyStyle } from './money-style';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Characters a person may type for a grouping mark: any space for a space, ’ for '. */
function groupingPattern(grouping: string): string {
	if (/^\s$/.test(grouping)) {
		return '[ \\u00a0\\u202f]';
	}
	return grouping === "'" || grouping === '\u2019' ? "['\\u2019]" : escape(grouping);
}

/** A number as JavaScript writes it, without sign or exponent: '1000', '1000.5', '.5'. */
const BARE_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads an amount of money as a person types it, with the currency's own separators:
 * '1,000.50' in USD, '1.000,50' or '1000,5' in EUR, '1 000,50' in PLN. Thousands must be grouped
 * by three. A bare number ('1000.5') is always accepted, so values from number fields and stored
 * attributes read back; when text fits both readings the currency's wins ('1.000' in EUR is one
 * thousand). The currency's symbol or code may come before or after the number, and a minus
 * sign before everything, so whatever `formatMoney` writes reads back.
 *
 * More decimals than the currency has are kept: the caller decides whether that is an error.
 *
 * With the `style` option (a snapshot of a site's language, see `moneyStyleFor`) the style's
 * grouping and decimal mark take the place of the currency's: a German visitor types '12,50'
 * for dollars too.
 *
 * @param text What the person typed.
 * @param currency An ISO 4217 code.
 * @param options `style`: the marks of the site's language; a malformed one is ignored.
 * @returns The amount, or undefined when the text is not an amount.
 * @example
 * parseAmount('1,000.50', 'USD'); // 1000.5
 * parseAmount('1.000,50', 'EUR'); // 1000.5
 * parseAmount('12abc', 'USD'); // undefined
 * parseAmount('12,50', 'USD', { style: moneyStyleFor('de_DE', 'USD') }); // 12.5
 */
export function parseAmount(
	text: string,
	currency: string,
	options: { readonly style?: MoneyStyle } = {}
): number | undefined {
	const format = currencyFormat(currency);
	const { symbol } = format;
	const { grouping, decimal } =
		(options.style === undefined ? undefined : resolveMoneyStyle(options.style)) ?? format;
	let rest = text.trim();
	let negative = false;
	if (rest.startsWith('-')) {
		negative = true;
		rest = rest.slice(1).trim();
	}
	for (const mark of [symbol, currency]) {
		if (mark && rest.startsWith(mark)) {
			rest = rest.slice(mark.length).trim();
			break;
		}
		if (mark && rest.endsWith(mark)) {
			rest = rest.slice(0, -mark.length).trim();
			break;
		}
	}
	if (!negative && rest.startsWith('-')) {
		negative = true;
		rest = rest.slice(1).trim();
	}

	const group = groupingPattern(grouping);
	const mark = escape(decimal);
	const perCurrency = new RegExp(`^(?:\\d{1,3}(?:${group}\\d{3})+|\\d+)?(?:${mark}\\d*)?$`);
	let plain: string | undefined;
	if (/\d/.test(rest) && perCurrency.test(rest)) {
		plain = rest.replace(new RegExp(group, 'g'), '').replace(new RegExp(mark), '.').replace(/\.$/, '');
	} else if (BARE_NUMBER.test(rest)) {
		plain = rest;
	}
	if (plain === undefined || plain === '') {
		return undefined;
	}
	const amount = Number(plain.startsWith('.') ? `0${plain}` : plain);
	if (!Number.isFinite(amount)) {
		return undefined;
	}
	return negative && amount !== 0 ? -amount : amount;
}
