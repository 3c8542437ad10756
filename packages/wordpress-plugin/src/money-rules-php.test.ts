// The money contract's rules in PHP (plugin/includes/money-rules.php) and the products' check
// (plugin/includes/pay-products.php) outside WordPress, through `php` and test/php/money-rules.php:
// the same message keys as `moneyPriceProblem` and `moneyCurrencyProblem` for the same prices and
// currencies, the contract's own words, and a product refused with the field and the message.
import {
	MONEY_CONTRACT,
	moneyCurrencyProblem,
	moneyMessage,
	moneyPriceProblem,
	writeMoneyAmount,
	type MoneyCurrencyList,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { runPhp } from './test/php';

interface Described {
	readonly key: string;
	readonly message: string;
}

interface Answer {
	readonly prices: (Described | null)[];
	readonly currencies: (Described | null)[];
	readonly products: ({ code: string; message: string; data: Record<string, unknown> } | 'ok')[];
	readonly messages: Record<string, string>;
}

function run(request: {
	prices?: [number | string | null, string][];
	currencies?: [string, MoneyCurrencyList][];
	products?: { status: string; meta: Record<string, unknown> }[];
}): Answer {
	return runPhp<Answer>('money-rules.php', request);
}

const PRICES: [number | string | null, string][] = [
	[null, 'USD'],
	['', 'USD'],
	['  ', 'USD'],
	[0, 'USD'],
	['0', 'USD'],
	['twelve', 'USD'],
	['12,50', 'USD'],
	[-5, 'USD'],
	['-0.5', 'USD'],
	[24.5, 'USD'],
	['24.50', 'USD'],
	['1.500', 'USD'],
	[1.234, 'USD'],
	[0.1 + 0.2, 'USD'],
	[4500, 'JPY'],
	[10.5, 'JPY'],
	['10.0', 'JPY'],
	[1_000_000, 'USD'],
	[1_000_000.01, 'USD'],
	[2_000_000, 'EUR'],
	[12.5, 'XYZ'],
];

describe('the money contract’s rules in PHP', () => {
	it('gives a price the message key the TypeScript rule gives it', () => {
		const { prices } = run({ prices: PRICES });
		expect(prices.map((problem) => problem?.key)).toEqual(
			PRICES.map(([price, currency]) => moneyPriceProblem(price ?? undefined, currency)?.key)
		);
	});

	it('writes each message in the contract’s words, its placeholders filled in as the blocks fill them', () => {
		const { prices, messages } = run({
			prices: [
				[1.234, 'USD'],
				[2_000_000, 'EUR'],
			],
		});
		for (const [key, message] of Object.entries(messages)) {
			const values = {
				decimals: 2,
				maximum: writeMoneyAmount(MONEY_CONTRACT.maximumAmount, 'USD') ?? '',
			};
			expect(message, key).toBe(moneyMessage(key as Parameters<typeof moneyMessage>[0], values));
		}
		expect(Object.keys(messages).sort()).toEqual(
			Object.keys(MONEY_CONTRACT.messages)
				.filter((key) => !key.startsWith('belowMinimum'))
				.sort()
		);
		expect(prices.map((problem) => problem?.message)).toEqual([
			'The price cannot have more than 2 decimal places.',
			`The amount cannot be more than ${writeMoneyAmount(1_000_000, 'EUR') ?? ''}.`,
		]);
	});

	it('takes the currencies of the list asked for, as the TypeScript rule does', () => {
		const currencies: [string, MoneyCurrencyList][] = [
			['USD', 'paymentButton'],
			['CZK', 'paymentButton'],
			['INR', 'paymentButton'],
			['INR', 'donation'],
			['CZK', 'donation'],
			['usd', 'paymentButton'],
			['', 'paymentButton'],
		];
		expect(run({ currencies }).currencies.map((problem) => problem?.key)).toEqual(
			currencies.map(([currency, list]) => moneyCurrencyProblem(currency, list)?.key)
		);
	});

	it('refuses a product’s wrong price or currency with the field, the contract’s message and its key', () => {
		const product = (status: string, meta: Record<string, unknown>) => ({
			status,
			meta: { spay_currency: 'USD', spay_email: 'shop@example.com', spay_price: 24.5, ...meta },
		});
		const { products } = run({
			products: [
				product('publish', {}),
				product('publish', { spay_price: -5 }),
				product('publish', { spay_price: 0 }),
				product('draft', { spay_price: 0, spay_email: '' }),
				product('draft', { spay_price: 10.5, spay_currency: 'JPY' }),
				product('publish', { spay_currency: 'INR' }),
				product('publish', { spay_email: 'shop@' }),
			],
		});
		const refusal = (key: string, problem: string | undefined, message: string) => ({
			code: 'rest_invalid_param',
			message,
			data: { status: 400, key, ...(problem === undefined ? {} : { problem }) },
		});
		expect(products).toEqual([
			'ok',
			refusal('spay_price', 'negativePrice', moneyMessage('negativePrice')),
			refusal('spay_price', 'priceRequired', moneyMessage('priceRequired')),
			'ok',
			refusal('spay_price', 'noDecimals', moneyMessage('noDecimals')),
			refusal('spay_currency', 'chooseCurrency', moneyMessage('chooseCurrency')),
			refusal('spay_email', undefined, 'Invalid email address.'),
		]);
	});
});
