// @vitest-environment node
import { MONEY_CONTRACT } from '@blockyard/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMoney } from './format-money';
import { formatSoldMoney } from './format-sold-money';
import type { MoneyStyle } from './money-style';

const NBSP = '\u00a0';
const GERMAN: MoneyStyle = { locale: 'de_DE', grouping: '.', decimal: ',', symbolFirst: false, spaced: true };
const ENGLISH: MoneyStyle = {
	locale: 'en_US',
	grouping: ',',
	decimal: '.',
	symbolFirst: true,
	spaced: false,
};
const SWISS: MoneyStyle = { locale: 'de_CH', grouping: '’', decimal: '.', symbolFirst: true, spaced: true };

/** The currencies the blocks sell in whose own format groups with ',' and has '.' decimals. */
const ENGLISH_LIKE = Object.entries(MONEY_CONTRACT.currencies)
	.filter(([, format]) => format.grouping === ',' && format.decimal === '.')
	.map(([code]) => code);

describe('writing money in a style', () => {
	it('takes the style’s marks and the symbol’s place, and the table’s symbol', () => {
		expect(formatSoldMoney(1000.5, 'EUR', { style: GERMAN })).toBe(`1.000,50${NBSP}€`);
		expect(formatSoldMoney(1000.5, 'EUR', { style: ENGLISH })).toBe('€1,000.50');
		expect(formatSoldMoney(1234567.5, 'CHF', { style: SWISS })).toBe(`CHF${NBSP}1’234’567.50`);
		expect(formatMoney(1000.5, 'USD', { style: GERMAN })).toBe(`1.000,50${NBSP}$`);
		expect(formatSoldMoney(4500, 'JPY', { style: GERMAN })).toBe(`4.500${NBSP}¥`);
	});

	it('puts the minus sign first, and writes none for an amount that rounds to zero', () => {
		expect(formatSoldMoney(-1000.5, 'EUR', { style: GERMAN })).toBe(`-1.000,50${NBSP}€`);
		expect(formatSoldMoney(-5, 'EUR', { style: ENGLISH })).toBe('-€5.00');
		expect(formatSoldMoney(-0.001, 'EUR', { style: GERMAN })).toBe(`0,00${NBSP}€`);
	});

	it('drops decimals that are all zero with stripZeros', () => {
		expect(formatSoldMoney(5, 'EUR', { style: GERMAN, stripZeros: true })).toBe(`5${NBSP}€`);
		expect(formatSoldMoney(5.5, 'EUR', { style: GERMAN, stripZeros: true })).toBe(`5,50${NBSP}€`);
		expect(formatSoldMoney(1000, 'USD', { style: SWISS, stripZeros: true })).toBe(`$${NBSP}1’000`);
	});

	it('takes the place of a locale', () => {
		expect(formatMoney(1000.5, 'EUR', { style: ENGLISH, locale: 'de-DE' })).toBe('€1,000.50');
	});

	it('ignores a malformed style: the currency’s own format, as without one', () => {
		for (const style of [
			{ ...GERMAN, grouping: ',' },
			{ ...GERMAN, decimal: '5' },
			{ ...GERMAN, spaced: 'yes' },
			'de_DE',
			null,
		]) {
			expect(formatSoldMoney(1000.5, 'EUR', { style: style as unknown as MoneyStyle })).toBe(
				'€1.000,50'
			);
		}
	});

	it('writes the same as without a style when the style is the currency’s own (English site, dollars)', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...ENGLISH_LIKE),
				fc.double({ min: -1e9, max: 1e9, noNaN: true }),
				fc.boolean(),
				(currency, amount, stripZeros) => {
					expect(formatSoldMoney(amount, currency, { style: ENGLISH, stripZeros })).toBe(
						formatSoldMoney(amount, currency, { stripZeros })
					);
				}
			)
		);
	});
});
