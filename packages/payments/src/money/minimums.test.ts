// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { CURRENCY_CODES } from './currencies';
import { DONATION_CURRENCIES, PAYMENT_BUTTON_CURRENCIES, minimumPrice, suggestedAmounts } from './minimums';

describe('minimumPrice', () => {
	it('gives the payment provider’s minimum charge', () => {
		expect(minimumPrice('USD')).toBe(0.5);
		expect(minimumPrice('GBP')).toBe(0.3);
		expect(minimumPrice('DKK')).toBe(2.5);
		expect(minimumPrice('HKD')).toBe(4);
		expect(minimumPrice('JPY')).toBe(50);
		expect(minimumPrice('MXN')).toBe(10);
	});

	it('gives a currency without a minimum of its own the USD one', () => {
		expect(minimumPrice('CZK')).toBe(0.5);
		expect(minimumPrice('toString')).toBe(0.5);
	});
});

describe('suggestedAmounts', () => {
	it('suggests 10, 30 and 200 times the minimum, rounded to the currency’s decimals', () => {
		expect(suggestedAmounts('USD')).toEqual([5, 15, 100]);
		expect(suggestedAmounts('GBP')).toEqual([3, 9, 60]);
		expect(suggestedAmounts('DKK')).toEqual([25, 75, 500]);
		expect(suggestedAmounts('JPY')).toEqual([500, 1500, 10000]);
	});
});

describe('the currency lists', () => {
	it('offer for donations exactly the currencies with a minimum', () => {
		expect(DONATION_CURRENCIES).toEqual([
			'USD',
			'AUD',
			'BRL',
			'CAD',
			'CHF',
			'DKK',
			'EUR',
			'GBP',
			'HKD',
			'INR',
			'JPY',
			'MXN',
			'NOK',
			'NZD',
			'PLN',
			'SEK',
			'SGD',
		]);
	});

	it('offer the payment button its 24 currencies, all in the currency table', () => {
		expect(PAYMENT_BUTTON_CURRENCIES).toHaveLength(24);
		expect(PAYMENT_BUTTON_CURRENCIES[0]).toBe('USD');
		for (const code of [...PAYMENT_BUTTON_CURRENCIES, ...DONATION_CURRENCIES]) {
			expect(CURRENCY_CODES).toContain(code);
		}
	});
});
