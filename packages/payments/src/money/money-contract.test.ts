// @vitest-environment node
import { MONEY_CONTRACT, moneyMessage, writeMoneyAmount } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { amountErrorMessage } from '../blocks/donations/amount-message';
import { currencyError, priceError } from '../blocks/payment-button/validation';
import { productError } from '../memberships/validate-product';
import { formatMoney } from './format-money';

// The local provider answers a price it refuses with the money contract's message; the blocks
// show theirs, written as literal __() calls so they are extracted for translation. These hold
// the two to the same words, and the amounts in them to the same writing.
describe('the blocks and the money contract', () => {
	const currencies = Object.keys(MONEY_CONTRACT.currencies);

	it('write every amount of a contract currency the same way: minimums, the maximum, and others', () => {
		for (const code of currencies) {
			const minimum = MONEY_CONTRACT.currencies[code]?.minimum ?? MONEY_CONTRACT.defaultMinimum;
			for (const amount of [minimum, MONEY_CONTRACT.maximumAmount, 0, 1234.5, 999999.99]) {
				expect({ code, amount, written: writeMoneyAmount(amount, code) }).toEqual({
					code,
					amount,
					written: formatMoney(amount, code),
				});
			}
		}
	});

	it('say the payment button’s price and currency messages in the contract’s words', () => {
		expect(priceError('', 'USD')).toBe(moneyMessage('priceRequired'));
		expect(priceError('abc', 'USD')).toBe(moneyMessage('invalidPrice'));
		expect(priceError('-5', 'USD')).toBe(moneyMessage('negativePrice'));
		expect(priceError('10.5', 'JPY')).toBe(moneyMessage('noDecimals'));
		expect(priceError('1.234', 'USD')).toBe(moneyMessage('tooManyDecimals', { decimals: 2 }));
		expect(currencyError('ZZZ')).toBe(moneyMessage('chooseCurrency'));
	});

	it('say the donation and membership minimums in the contract’s words', () => {
		for (const code of MONEY_CONTRACT.donationCurrencies) {
			const minimum = writeMoneyAmount(MONEY_CONTRACT.currencies[code]?.minimum ?? 0, code);
			expect(amountErrorMessage(code)).toBe(moneyMessage('belowMinimumAmount', { minimum }));
			expect(
				productError('subscription', {
					title: 'Gold',
					price: 0.01,
					currency: code,
					interval: '1 month',
				})
			).toBe(moneyMessage('belowMinimumPrice', { minimum }));
		}
	});
});
