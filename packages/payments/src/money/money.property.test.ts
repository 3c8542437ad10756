// @vitest-environment node
// Property tests over every currency of the table: what formatMoney writes, parseAmount reads back
// as the amount rounded to the currency's decimals; text that is not a number gives no result;
// a negative amount starts with the minus sign, then the symbol.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CURRENCY_CODES, currencyFormat } from './currencies';
import { formatMoney } from './format-money';
import { parseAmount } from './parse-amount';

/**
 * The amount rounded to the currency's decimals as a person would: its shortest decimal form
 * (what `String(amount)` shows) rounded half away from zero, on digits rather than floats.
 */
function rounded(amount: number, precision: number): number {
	const written = String(Math.abs(amount));
	if (written.includes('e')) {
		// Below 1e-6 in this range: nothing left at 3 decimals or fewer.
		return 0;
	}
	const [whole = '0', fraction = ''] = written.split('.');
	const kept = BigInt(whole + fraction.slice(0, precision).padEnd(precision, '0'));
	const units = (fraction[precision] ?? '0') >= '5' ? kept + 1n : kept;
	return (Math.sign(amount) * Number(units)) / 10 ** precision + 0;
}

const amounts = fc.double({ min: -1e12, max: 1e12, noNaN: true });
const RUNS_PER_CURRENCY = 60;

describe.each(CURRENCY_CODES)('%s', (currency) => {
	const { symbol, precision } = currencyFormat(currency);

	it('reads back what it writes, rounded to the currency’s decimals', () => {
		fc.assert(
			fc.property(amounts, fc.boolean(), (amount, stripZeros) => {
				const text = formatMoney(amount, currency, { stripZeros });
				expect(text).toBeDefined();
				expect(parseAmount(text ?? '', currency)).toBe(rounded(amount, precision));
			}),
			{ numRuns: RUNS_PER_CURRENCY }
		);
	});

	it('reads back exactly an amount that has the currency’s decimals', () => {
		fc.assert(
			fc.property(fc.integer({ min: -1e9, max: 1e9 }), (minorUnits) => {
				const amount = minorUnits / 10 ** precision;
				expect(parseAmount(formatMoney(amount, currency) ?? '', currency)).toBe(amount + 0);
				expect(parseAmount(formatMoney(String(amount), currency) ?? '', currency)).toBe(amount + 0);
			}),
			{ numRuns: RUNS_PER_CURRENCY }
		);
	});

	it('puts the minus sign before the symbol of a negative amount', () => {
		const unit = 10 ** -precision;
		fc.assert(
			fc.property(fc.double({ min: -1e12, max: -unit, noNaN: true }), (amount) => {
				expect(formatMoney(amount, currency)?.startsWith(`-${symbol}`)).toBe(true);
			}),
			{ numRuns: RUNS_PER_CURRENCY }
		);
	});
});

describe('any currency', () => {
	it('gives no result for text that is not a number', () => {
		fc.assert(
			fc.property(
				fc.string().filter((text) => !/^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i.test(text)),
				fc.constantFrom(...CURRENCY_CODES),
				(text, currency) => {
					expect(formatMoney(text, currency)).toBeUndefined();
				}
			)
		);
	});
});
