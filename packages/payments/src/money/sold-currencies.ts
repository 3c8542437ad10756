import { moneyCurrency } from '@blockyard/api-client';

/** How amounts of one currency are written. */
export interface CurrencyFormat {
	/** Shown before the amount, e.g. '$', 'A$', '€'. */
	readonly symbol: string;
	/** Groups thousands, e.g. ',' in USD, '.' in EUR, a no-break space in PLN. */
	readonly grouping: string;
	/** Separates the decimals, e.g. '.' in USD, ',' in EUR. */
	readonly decimal: string;
	/** Number of decimals (ISO 4217 minor units): 2 for USD, 0 for JPY, 3 for KWD. */
	readonly precision: number;
}

/** What a code outside the table gets: a dollar sign, ',' grouping, '.' decimals, 2 decimals. */
export const FALLBACK: CurrencyFormat = { symbol: '$', grouping: ',', decimal: '.', precision: 2 };

/**
 * How amounts of a currency the blocks sell in (the money contract's) are written, or undefined
 * for any other code. The saves of the donations block and the payment button write their
 * amounts with this alone: the currencies they take are the contract's, so registering them
 * does not bring the table of every currency (currencies.ts).
 */
export function soldCurrencyFormat(currency: string): CurrencyFormat | undefined {
	const sold = moneyCurrency(currency);
	if (sold === undefined) {
		return undefined;
	}
	const { symbol, grouping, decimal, decimals } = sold;
	return { symbol, grouping, decimal, precision: decimals };
}
