import { currencyPrecision } from './currencies';

/**
 * The payment provider's minimum charge per currency, in the currency's units. Only these
 * currencies can be used for donations and membership products.
 */
const MINIMUM_PRICES: Readonly<Record<string, number>> = {
	USD: 0.5,
	AUD: 0.5,
	BRL: 0.5,
	CAD: 0.5,
	CHF: 0.5,
	DKK: 2.5,
	EUR: 0.5,
	GBP: 0.3,
	HKD: 4,
	INR: 0.5,
	JPY: 50,
	MXN: 10,
	NOK: 3,
	NZD: 0.5,
	PLN: 2,
	SEK: 3,
	SGD: 0.5,
};

/** The currencies with a minimum charge: the donations block's choices and membership products'. */
export const DONATION_CURRENCIES: readonly string[] = Object.keys(MINIMUM_PRICES);

/** The currencies the payment button accepts. */
export const PAYMENT_BUTTON_CURRENCIES: readonly string[] = [
	'USD',
	'EUR',
	'AUD',
	'BRL',
	'CAD',
	'CZK',
	'DKK',
	'HKD',
	'HUF',
	'ILS',
	'JPY',
	'MYR',
	'MXN',
	'TWD',
	'NZD',
	'NOK',
	'PHP',
	'PLN',
	'GBP',
	'RUB',
	'SGD',
	'SEK',
	'CHF',
	'THB',
];

/**
 * The smallest amount the payment provider charges in a currency. A currency without a minimum
 * of its own gets the USD minimum, 0.5.
 *
 * @example
 * minimumPrice('JPY'); // 50
 */
export function minimumPrice(currency: string): number {
	return Object.hasOwn(MINIMUM_PRICES, currency) ? (MINIMUM_PRICES[currency] ?? 0.5) : 0.5;
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
