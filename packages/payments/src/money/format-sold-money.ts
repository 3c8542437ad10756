import { FALLBACK, soldCurrencyFormat } from './sold-currencies';
import { writeMoney, type FormatMoneyOptions } from './write-money';

/**
 * `formatMoney` for the currencies the blocks sell in (the money contract's), the same text for
 * them; any other code is written as one outside the table is ('$', ',', '.', 2). What the
 * donations block's and the payment button's saves write amounts with, so that registering
 * them does not bring the table of every currency.
 *
 * @example
 * formatSoldMoney(1000.5, 'EUR'); // '€1.000,50', as formatMoney writes it
 */
export function formatSoldMoney(
	amount: number | string,
	currency: string,
	options: FormatMoneyOptions = {}
): string | undefined {
	return writeMoney(amount, currency, soldCurrencyFormat(currency) ?? FALLBACK, options);
}
