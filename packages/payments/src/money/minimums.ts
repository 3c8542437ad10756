import { MONEY_CONTRACT, moneyCurrency } from '@blockyard/api-client';

import { currencyPrecision } from './currencies';

/** The currencies with a minimum charge: the donations block's choices and membership products'. */
export const DONATION_CURRENCIES: readonly string[] = MONEY_CONTRACT.donationCurrencies;

/** The currencies the payment button accepts. */
export const PAYMENT_BUTTON_CURRENCIES: readonly string[] = MONEY_CONTRACT.paymentButtonCurrencies;

/**
 * The smallest amount the payment provider charges in a currency (the money contract's, which
 * the local provider checks with too). A currency without a minimum of its own gets the USD
 * minimum, 0.5.
 *
 * @example
 * minimumPrice('JPY'); // 50
 */
export function minimumPrice(currency: string): number {
	return moneyCurrency(currency)?.minimum ?? MONEY_CONTRACT.defaultMinimum;
}

/**
 * The three amounts a donation form suggests: 10, 30 and 200 times the currency's minimum,
 * rounded to the currency's decimals.
 *
 * @example
 * suggestedAmounts('USD'); // [5, 15, 100]
 * suggestedAmounts('GBP'); // [3, 9, 60]
 */
export function suggestedAmounts(currency: string): readonly [number, number, number] {
	const minimum = minimumPrice(currency);
	const factor = 10 ** currencyPrecision(currency);
	const times = (multiple: number): number => Math.round(minimum * multiple * factor) / factor;
	return [times(10), times(30), times(200)];
}
