import { describe, expect, it } from 'vitest';

import {
	MONEY_CONTRACT,
	moneyCurrency,
	moneyCurrencyProblem,
	moneyMessage,
	moneyPriceProblem,
	writeMoneyAmount,
} from '../index';

describe('the money contract', () => {
	it('lists every currency the blocks offer, with its decimals, and a minimum for each donation currency', () => {
		const listed = Object.keys(MONEY_CONTRACT.currencies);
		for (const code of [
			...MONEY_CONTRACT.donationCurrencies,
			...MONEY_CONTRACT.paymentButtonCurrencies,
		]) {
			expect(listed, code).toContain(code);
			expect([0, 2], code).toContain(moneyCurrency(code)?.decimals);
		}
		for (const code of MONEY_CONTRACT.donationCurrencies) {
			expect(moneyCurrency(code)?.minimum, code).toBeGreaterThan(0);
		}
		expect(moneyCurrency('JPY')).toMatchObject({ decimals: 0, minimum: 50 });
		expect(moneyCurrency('ZZZ')).toBeUndefined();
		expect(moneyCurrency('toString')).toBeUndefined();
	});

	it('writes amounts with the currency’s symbol, grouping, decimal mark and decimals', () => {
		expect(writeMoneyAmount(0.5, 'USD')).toBe('$0.50');
		expect(writeMoneyAmount(1000000, 'USD')).toBe('$1,000,000.00');
		expect(writeMoneyAmount(1234.5, 'EUR')).toBe('€1.234,50');
		expect(writeMoneyAmount(50, 'JPY')).toBe('¥50');
		expect(writeMoneyAmount(2.5, 'DKK')).toBe('kr.2,50');
		expect(writeMoneyAmount(1000, 'PLN')).toBe('zł1\u00a0000,00');
		expect(writeMoneyAmount(5, 'ZZZ')).toBeUndefined();
		expect(writeMoneyAmount(-5, 'USD')).toBeUndefined();
		expect(writeMoneyAmount(Number.NaN, 'USD')).toBeUndefined();
	});

	it('fills the messages’ placeholders', () => {
		expect(moneyMessage('belowMinimumAmount', { minimum: '$0.50' })).toBe(
			'Enter an amount of at least $0.50.'
		);
		expect(moneyMessage('tooManyDecimals', { decimals: 2 })).toBe(
			'The price cannot have more than 2 decimal places.'
		);
		expect(moneyMessage('chooseCurrency')).toBe('Please choose a currency from the list.');
	});
});

describe('the money contract’s one price rule', () => {
	it('names what is wrong with a price, typed or stored', () => {
		expect(moneyPriceProblem('', 'USD')).toEqual({ key: 'priceRequired' });
		expect(moneyPriceProblem(undefined, 'USD')).toEqual({ key: 'priceRequired' });
		expect(moneyPriceProblem(0, 'USD')).toEqual({ key: 'priceRequired' });
		expect(moneyPriceProblem('twelve', 'USD')).toEqual({ key: 'invalidPrice' });
		expect(moneyPriceProblem(Number.NaN, 'USD')).toEqual({ key: 'invalidPrice' });
		expect(moneyPriceProblem(-5, 'USD')).toEqual({ key: 'negativePrice' });
		expect(moneyPriceProblem('-5', 'USD')).toEqual({ key: 'negativePrice' });
		expect(moneyPriceProblem(10.5, 'JPY')).toEqual({ key: 'noDecimals' });
		expect(moneyPriceProblem('1.500', 'USD')).toEqual({
			key: 'tooManyDecimals',
			values: { decimals: 2 },
		});
		expect(moneyPriceProblem(1.5, 'USD')).toBeUndefined();
		expect(moneyPriceProblem(1000000.01, 'USD')).toEqual({
			key: 'aboveMaximum',
			values: { maximum: 1000000 },
		});
		expect(moneyPriceProblem(0.4, 'USD', { minimum: { amount: 0.5, says: 'amount' } })).toEqual({
			key: 'belowMinimumAmount',
			values: { minimum: 0.5 },
		});
	});

	it('knows each list’s currencies', () => {
		expect(moneyCurrencyProblem('THB', 'paymentButton')).toBeUndefined();
		expect(moneyCurrencyProblem('THB', 'donation')).toEqual({ key: 'chooseCurrency' });
		expect(moneyCurrencyProblem('INR', 'paymentButton')).toEqual({ key: 'chooseCurrency' });
	});
});
