/**
 * The money contract's rules: which message a price or a currency gets, for the blocks (before
 * they send anything) and the provider (on what it is sent). A module of its own, apart from the
 * contract's data, so that code that only writes amounts (a block's save) does not carry the rules.
 */
import { MONEY_CONTRACT, moneyCurrency, type MoneyMessageKey } from './contract';

/** What is wrong with a price or an amount: a message of the contract and what fills it in. */
export interface MoneyProblem {
	/** Which message of the contract says it. */
	readonly key: MoneyMessageKey;
	/** `minimum` and `maximum` are amounts in the currency's units, to be written in it; `decimals` a count. */
	readonly values?: Readonly<Partial<Record<'minimum' | 'maximum' | 'decimals', number>>>;
}

/** What a price must be beyond the rules every price follows. */
export interface MoneyPriceRules {
	/**
	 * The smallest amount allowed, and how a block names it: `price` for a membership product
	 * ('Minimum allowed price is $0.50.'), `amount` for a donation ('Enter an amount of at least
	 * $0.50.'). None: the payment button, which asks only for a price above 0.
	 */
	readonly minimum?: { readonly amount: number; readonly says: 'price' | 'amount' };
}

/**
 * The one rule of a price (or a donation) in `currency`, which the blocks apply before they send
 * anything and the provider applies to what it is sent: a number above 0 (`priceRequired` when
 * empty or 0, `invalidPrice` when not a finite number, `negativePrice` below 0), with no more
 * decimals than the currency has (`noDecimals` for a currency without any, `tooManyDecimals`
 * otherwise), at most the contract's maximum (`aboveMaximum`) and at least the rules' minimum.
 * `price` is a number, or the text an author typed: its decimals are then counted as written
 * ('1.500' has three). `undefined` when the price is right.
 *
 * @example
 * moneyPriceProblem('-5', 'USD'); // { key: 'negativePrice' }
 * moneyPriceProblem(10.5, 'JPY'); // { key: 'noDecimals' }
 */
export function moneyPriceProblem(
	price: number | string | undefined,
	currency: string,
	rules: MoneyPriceRules = {}
): MoneyProblem | undefined {
	const text = typeof price === 'string' ? price.trim() : undefined;
	if (price === undefined || text === '') {
		return { key: 'priceRequired' };
	}
	const amount = text === undefined ? (price as number) : Number(text);
	if (!Number.isFinite(amount)) {
		return { key: 'invalidPrice' };
	}
	if (amount === 0) {
		return { key: 'priceRequired' };
	}
	if (amount < 0) {
		return { key: 'negativePrice' };
	}
	const decimals = moneyCurrency(currency)?.decimals ?? 2;
	const tooPrecise =
		text === undefined
			? Number(amount.toFixed(decimals)) !== amount
			: (/\.(\d+)$/.exec(text)?.[1] ?? '').length > decimals;
	if (tooPrecise) {
		return decimals === 0 ? { key: 'noDecimals' } : { key: 'tooManyDecimals', values: { decimals } };
	}
	if (amount > MONEY_CONTRACT.maximumAmount) {
		return { key: 'aboveMaximum', values: { maximum: MONEY_CONTRACT.maximumAmount } };
	}
	const { minimum } = rules;
	if (minimum && amount < minimum.amount) {
		return {
			key: minimum.says === 'price' ? 'belowMinimumPrice' : 'belowMinimumAmount',
			values: { minimum: minimum.amount },
		};
	}
	return undefined;
}

/** Whose currencies: donations and membership products', or the payment button's. */
export type MoneyCurrencyList = 'donation' | 'paymentButton';

/** `chooseCurrency` when `currency` is not one the list offers; `undefined` otherwise. */
export function moneyCurrencyProblem(currency: string, list: MoneyCurrencyList): MoneyProblem | undefined {
	const offered =
		list === 'donation' ? MONEY_CONTRACT.donationCurrencies : MONEY_CONTRACT.paymentButtonCurrencies;
	return offered.includes(currency) ? undefined : { key: 'chooseCurrency' };
}
