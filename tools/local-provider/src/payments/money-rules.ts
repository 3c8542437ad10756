// The payment blocks' rules about money, as the provider applies them to what it is sent: the
// money contract of @blockyard/api-client (its currencies, decimals, minimums, maximum and
// messages), so a refusal here says what the block says beside its field.
import { MONEY_CONTRACT, moneyCurrency, moneyMessage, writeMoneyAmount } from '@blockyard/api-client';

import { RestError } from '../http/rest-error';

/** Whose currencies: donations and membership products', or the payment button's. */
export type CurrencyList = 'donation' | 'paymentButton';

const LISTS: Readonly<Record<CurrencyList, readonly string[]>> = {
	donation: MONEY_CONTRACT.donationCurrencies,
	paymentButton: MONEY_CONTRACT.paymentButtonCurrencies,
};

/** The message for a currency the list does not offer, or `undefined`. */
export const currencyProblem = (currency: string, list: CurrencyList): string | undefined =>
	LISTS[list].includes(currency) ? undefined : moneyMessage('chooseCurrency');

/** The smallest charge of a contract currency (the default one for a currency without its own). */
export const minimumOf = (currency: string): number =>
	moneyCurrency(currency)?.minimum ?? MONEY_CONTRACT.defaultMinimum;

export interface PriceRules {
	/**
	 * The smallest amount allowed, and how the block names it: `price` for a membership
	 * product ('Minimum allowed price is $0.50.'), `amount` for a donation ('Enter an amount of
	 * at least $0.50.'). None: the payment button, which asks only for a price above 0.
	 */
	readonly minimum?: { readonly amount: number; readonly says: 'price' | 'amount' };
}

/**
 * The message for a price (or donation) in `currency` that the blocks would not take, or
 * `undefined`: a number above 0 with no more decimals than the currency has, at most the
 * contract's maximum, and at least the minimum the rules give.
 */
export function priceProblem(price: number, currency: string, rules: PriceRules = {}): string | undefined {
	const write = (amount: number): string => writeMoneyAmount(amount, currency) ?? String(amount);
	if (!Number.isFinite(price)) {
		return moneyMessage('invalidPrice');
	}
	if (price === 0) {
		return moneyMessage('priceRequired');
	}
	if (price < 0) {
		return moneyMessage('negativePrice');
	}
	const decimals = moneyCurrency(currency)?.decimals ?? 2;
	if (Number(price.toFixed(decimals)) !== price) {
		return decimals === 0 ? moneyMessage('noDecimals') : moneyMessage('tooManyDecimals', { decimals });
	}
	if (price > MONEY_CONTRACT.maximumAmount) {
		return moneyMessage('aboveMaximum', { maximum: write(MONEY_CONTRACT.maximumAmount) });
	}
	const { minimum } = rules;
	if (minimum && price < minimum.amount) {
		const key = minimum.says === 'price' ? 'belowMinimumPrice' : 'belowMinimumAmount';
		return moneyMessage(key, { minimum: write(minimum.amount) });
	}
	return undefined;
}

/** Answers 400 `rest_invalid_param` with the first message, naming the field in `data.key`. */
export function refuseMoney(
	problems: readonly (readonly [key: string, message: string | undefined])[]
): void {
	for (const [key, message] of problems) {
		if (message !== undefined) {
			throw new RestError('rest_invalid_param', message, 400, { key });
		}
	}
}
