// The payment blocks' rules about money, as the provider applies them to what it is sent: the
// money contract of @blockyard/api-client (its rules, currencies, decimals, minimums, maximum and
// messages), the same rules the blocks apply before they send, so a refusal here says what the
// block says beside its field.
import {
	MONEY_CONTRACT,
	moneyCurrency,
	moneyCurrencyProblem,
	moneyMessage,
	moneyPriceProblem,
	writeMoneyAmount,
	type MoneyCurrencyList,
	type MoneyPriceRules,
	type MoneyProblem,
} from '@blockyard/api-client';

import { RestError } from '../http/rest-error';

/** Whose currencies: donations and membership products', or the payment button's. */
export type CurrencyList = MoneyCurrencyList;

/** The message of a contract problem, its amounts written in `currency`. */
const say = (problem: MoneyProblem | undefined, currency: string): string | undefined => {
	if (problem === undefined) {
		return undefined;
	}
	const write = (amount: number | undefined): string | undefined =>
		amount === undefined ? undefined : (writeMoneyAmount(amount, currency) ?? String(amount));
	const { minimum, maximum, decimals } = problem.values ?? {};
	return moneyMessage(problem.key, {
		...(minimum === undefined ? {} : { minimum: write(minimum) }),
		...(maximum === undefined ? {} : { maximum: write(maximum) }),
		...(decimals === undefined ? {} : { decimals }),
	});
};

/** The message for a currency the list does not offer, or `undefined`. */
export const currencyProblem = (currency: string, list: CurrencyList): string | undefined =>
	say(moneyCurrencyProblem(currency, list), currency);

/** The smallest charge of a contract currency (the default one for a currency without its own). */
export const minimumOf = (currency: string): number =>
	moneyCurrency(currency)?.minimum ?? MONEY_CONTRACT.defaultMinimum;

export type PriceRules = MoneyPriceRules;

/**
 * The message for a price (or donation) in `currency` that the blocks would not take, or
 * `undefined`: the money contract's one rule (`moneyPriceProblem`), in the contract's words.
 */
export const priceProblem = (price: number, currency: string, rules: PriceRules = {}): string | undefined =>
	say(moneyPriceProblem(price, currency, rules), currency);

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
