import { currencyFormat } from './currencies';
import { writeMoney, type FormatMoneyOptions } from './write-money';

export type { FormatMoneyOptions };

/**
 * Formats an amount of money: '$1,000.50', '€1.000,50', '¥1,000', '-$5.00'.
 *
 * `Intl.NumberFormat` does the arithmetic (rounding to the currency's decimals, where the groups
 * fall, Latin digits). The currency table then gives the symbol, the grouping character and the
 * decimal mark, because Intl's own choices depend on the browser's locale and version ('US$',
 * 'USD', '$'; '€1,000.50' in English), and a formatted amount that blocks save in a post must read
 * the same for every visitor and match the amounts people type (see `parseAmount`). With the
 * `locale` option Intl's currency style of that locale decides the separators and the symbol's
 * place (when Intl knows the currency), and the table still gives the symbol. With the `style`
 * option (a snapshot of a site's language, from `moneyStyleFor`) the style does, the same in
 * every browser: what blocks save amounts with.
 *
 * The minus sign of a negative amount always comes first, before the symbol: '-$5.00'. An amount
 * that rounds to zero has no sign.
 *
 * @param amount A number, or a number written as JavaScript writes it ('5', '-12.5', '1e3').
 * @param currency An ISO 4217 code; codes outside the table are written with '$', ',', '.', 2.
 * @returns The formatted amount, or undefined when the amount is not a finite number.
 * @example
 * formatMoney(1000.5, 'USD'); // '$1,000.50'
 * formatMoney(1000.5, 'EUR'); // '€1.000,50'
 * formatMoney(-5, 'USD'); // '-$5.00'
 * formatMoney(5, 'USD', { stripZeros: true }); // '$5'
 * formatMoney(1000.5, 'EUR', { style: moneyStyleFor('de_DE', 'EUR') }); // '1.000,50 €' (a no-break space)
 * formatMoney('abc', 'USD'); // undefined
 */
export function formatMoney(
	amount: number | string,
	currency: string,
	options: FormatMoneyOptions = {}
): string | undefined {
	return writeMoney(amount, currency, currencyFormat(currency), options);
}
