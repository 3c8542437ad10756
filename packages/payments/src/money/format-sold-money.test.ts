// @vitest-environment node
import { MONEY_CONTRACT } from '@blockyard/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMoney } from './format-money';
import { formatSoldMoney } from './format-sold-money';

const sold = Object.keys(MONEY_CONTRACT.currencies);

describe('formatSoldMoney', () => {
	it('writes every amount of a currency the blocks sell in as formatMoney does', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...sold),
				fc.double({ min: -1e9, max: 1e9, noNaN: true }),
				fc.boolean(),
				(currency, amount, stripZeros) => {
					expect(formatSoldMoney(amount, currency, { stripZeros })).toBe(
						formatMoney(amount, currency, { stripZeros })
					);
				}
			)
		);
	});

	it('writes another code as one outside every table, and refuses what is not an amount', () => {
		expect(formatSoldMoney(1234.5, 'XYZ')).toBe('$1,234.50');
		expect(formatSoldMoney(1234.5, 'XYZ')).toBe(formatMoney(1234.5, 'XYZ'));
		expect(formatSoldMoney('abc', 'USD')).toBeUndefined();
	});
});
