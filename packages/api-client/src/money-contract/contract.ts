/**
 * The money contract, typed: the currencies donations, membership products and the payment
 * button take (how each is written, its decimals, its smallest charge), the largest amount,
 * and the messages about a price, which the payment blocks and the local provider share.
 * The data lives once, in ./contract.json (see ./README.md); this module types it and writes
 * amounts and messages from it.
 */
import contract from './contract.json' with { type: 'json' };

/** A message about a price or a currency; `{minimum}`, `{maximum}` and `{decimals}` are filled in. */
export type MoneyMessageKey =
	| 'chooseCurrency'
	| 'priceRequired'
	| 'invalidPrice'
	| 'negativePrice'
	| 'noDecimals'
	| 'tooManyDecimals'
	| 'belowMinimumPrice'
	| 'belowMinimumAmount'
	| 'aboveMaximum';

/** A currency of the contract: how its amounts are written, and its smallest charge. */
export interface MoneyCurrency {
	/** Written before the amount: '$', 'A$', '€'. */
	readonly symbol: string;
	/** Groups thousands: ',' in USD, '.' in EUR, a no-break space in PLN. */
	readonly grouping: string;
	/** Separates the decimals: '.' in USD, ',' in EUR. */
	readonly decimal: string;
	/** How many decimals an amount may have: 2 in USD, 0 in JPY. */
	readonly decimals: number;
	/** The payment provider's smallest charge, for the currencies donations and membership products take. */
	readonly minimum?: number;
}

/**
 * The shape every reader of contract.json relies on. The message keys are spelled out so the
 * published declarations need no JSON: the check below fails to compile when the JSON gains,
 * loses or renames one.
 */
export interface MoneyContract {
	/** The largest amount of any price or donation, in the currency's units. */
	readonly maximumAmount: number;
	/** The smallest charge of a currency without one of its own. */
	readonly defaultMinimum: number;
	/** Every currency the blocks sell in, by its ISO 4217 code. */
	readonly currencies: Readonly<Record<string, MoneyCurrency>>;
	/** What donations and membership products take, in the order the blocks offer them. */
	readonly donationCurrencies: readonly string[];
	/** What the payment button takes, in the order it offers them. */
	readonly paymentButtonCurrencies: readonly string[];
	/** The messages' `{placeholders}`: what each stands for, and whether it is `text` or a whole `number`. */
	readonly placeholders: Readonly<Record<string, { readonly means: string; readonly type: string }>>;
	/** In English, as the blocks show them. */
	readonly messages: Readonly<Record<MoneyMessageKey, string>>;
}

/** `true` only when `A` and `B` hold the same keys (a type error at the use otherwise). */
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
const keysMatch: SameKeys<MoneyMessageKey, keyof typeof contract.messages> = true;
void keysMatch;

/** The whole contract, as contract.json holds it. */
export const MONEY_CONTRACT: MoneyContract = contract satisfies MoneyContract;

/** The contract's currency `code`, or `undefined` for one it does not list. */
export const moneyCurrency = (code: string): MoneyCurrency | undefined =>
	Object.hasOwn(MONEY_CONTRACT.currencies, code) ? MONEY_CONTRACT.currencies[code] : undefined;

/**
 * A non-negative amount of a contract currency, written as the payment blocks write it: the
 * symbol, then the amount with the currency's grouping, decimal mark and decimals ('$1,000.50',
 * '€0,50', '¥50'). `undefined` for a currency the contract does not list or an amount that is
 * not a finite number of zero or more.
 *
 * @example
 * writeMoneyAmount(0.5, 'EUR'); // '€0,50'
 */
export function writeMoneyAmount(amount: number, code: string): string | undefined {
	const currency = moneyCurrency(code);
	if (currency === undefined || !Number.isFinite(amount) || amount < 0) {
		return undefined;
	}
	const [whole = '0', fraction = ''] = amount.toFixed(currency.decimals).split('.');
	const grouped = whole.replace(/\B(?=(?:\d{3})+$)/g, currency.grouping);
	return `${currency.symbol}${grouped}${fraction === '' ? '' : `${currency.decimal}${fraction}`}`;
}

/**
 * A message of the contract with its placeholders filled in.
 *
 * @example
 * moneyMessage('belowMinimumAmount', { minimum: '$0.50' }); // 'Enter an amount of at least $0.50.'
 */
export function moneyMessage(
	key: MoneyMessageKey,
	values: Readonly<Partial<Record<'minimum' | 'maximum' | 'decimals', string | number>>> = {}
): string {
	return MONEY_CONTRACT.messages[key].replace(
		/\{(minimum|maximum|decimals)\}/g,
		(placeholder, name: string) =>
			String(values[name as 'minimum' | 'maximum' | 'decimals'] ?? placeholder)
	);
}
