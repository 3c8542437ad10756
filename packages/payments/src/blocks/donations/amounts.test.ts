import { describe, expect, it } from 'vitest';

import { minimumPrice, suggestedAmounts } from '../../money';
import { amountErrorMessage } from './amount-message';
import { checkAmount, defaultTierAmount } from './amounts';

describe('checkAmount', () => {
	it('reads what a person types, with the currency’s own separators', () => {
		expect(checkAmount('25', 'USD')).toEqual({ valid: true, amount: 25 });
		expect(checkAmount(' 1,000.50 ', 'USD')).toEqual({ valid: true, amount: 1000.5 });
		expect(checkAmount('12.5', 'EUR')).toEqual({ valid: true, amount: 12.5 });
	});

	it('rounds to the currency’s decimals', () => {
		expect(checkAmount('5.555', 'USD')).toEqual({ valid: true, amount: 5.56 });
		expect(checkAmount('500', 'JPY')).toEqual({ valid: true, amount: 500 });
	});

	it('refuses what is not an amount, naming the minimum', () => {
		for (const text of ['', 'ten', '5$5', '-5']) {
			expect(checkAmount(text, 'USD')).toEqual({ valid: false, minimum: minimumPrice('USD') });
		}
	});

	it('refuses an amount below the currency’s minimum charge and takes the minimum itself', () => {
		const minimum = minimumPrice('USD');
		expect(checkAmount(String(minimum / 2), 'USD').valid).toBe(false);
		expect(checkAmount(String(minimum), 'USD')).toEqual({ valid: true, amount: minimum });
		const yen = minimumPrice('JPY');
		expect(checkAmount(String(yen - 1), 'JPY')).toEqual({ valid: false, minimum: yen });
	});
});

describe('defaultTierAmount', () => {
	it('is the currency’s suggested amount of the tier', () => {
		expect([0, 1, 2].map((tier) => defaultTierAmount('USD', tier))).toEqual([...suggestedAmounts('USD')]);
		expect(defaultTierAmount('JPY', 2)).toBe(suggestedAmounts('JPY')[2]);
	});
});

describe('amountErrorMessage', () => {
	it('names the minimum in the currency', () => {
		expect(amountErrorMessage('USD')).toBe('Enter an amount of at least $0.50.');
	});
});
