import { describe, expect, it } from 'vitest';

import { MONEY_CONTRACT, moneyCurrency, moneyMessage, writeMoneyAmount } from '../index';

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
