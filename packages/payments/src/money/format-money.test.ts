// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { formatMoney } from './format-money';

describe('formatMoney', () => {
	it('writes the symbol first and the currency table’s separators', () => {
		expect(formatMoney(1000.5, 'USD')).toBe('$1,000.50');
		expect(formatMoney(1000.5, 'EUR')).toBe('€1.000,50');
		expect(formatMoney(1000.5, 'CHF')).toBe("CHF1'000.50");
		expect(formatMoney(1000.5, 'PLN')).toBe('zł1\u00a0000,50');
		expect(formatMoney(1234567.5, 'AUD')).toBe('A$1,234,567.50');
	});

	it('rounds to the currency’s decimals', () => {
		expect(formatMoney(1234.5, 'JPY')).toBe('¥1,235');
		expect(formatMoney(1.2345, 'KWD')).toBe('د.ك.\u200f1.235');
		expect(formatMoney(0.125, 'USD')).toBe('$0.13');
		expect(formatMoney(3, 'HUF')).toBe('Ft3,00');
	});

	it('gives codes outside the table a dollar sign, comma, dot and two decimals', () => {
		expect(formatMoney(1000, 'XYZ')).toBe('$1,000.00');
		expect(formatMoney(1000, 'usd')).toBe('$1,000.00');
	});

	it('puts the minus sign of a negative amount before the symbol', () => {
		expect(formatMoney(-5, 'USD')).toBe('-$5.00');
		expect(formatMoney(-1000.5, 'EUR')).toBe('-€1.000,50');
		expect(formatMoney('-12.5', 'GBP')).toBe('-£12.50');
	});

	it('writes no sign for an amount that rounds to zero', () => {
		expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
		expect(formatMoney(-0, 'USD')).toBe('$0.00');
	});

	it('drops decimals that are all zero with stripZeros, and keeps the others', () => {
		expect(formatMoney(5, 'USD', { stripZeros: true })).toBe('$5');
		expect(formatMoney(5.5, 'USD', { stripZeros: true })).toBe('$5.50');
		expect(formatMoney(1000, 'EUR', { stripZeros: true })).toBe('€1.000');
		expect(formatMoney(4.999, 'USD', { stripZeros: true })).toBe('$5');
		expect(formatMoney(1000, 'JPY', { stripZeros: true })).toBe('¥1,000');
	});

	it('takes numbers written as text', () => {
		expect(formatMoney('15', 'USD')).toBe('$15.00');
		expect(formatMoney(' 2.5 ', 'USD')).toBe('$2.50');
		expect(formatMoney('1e3', 'USD')).toBe('$1,000.00');
	});

	it('gives no result for what is not a number', () => {
		for (const amount of ['', ' ', 'abc', '12abc', '1,000', '$5', 'NaN', 'Infinity', '--1']) {
			expect(formatMoney(amount, 'USD')).toBeUndefined();
		}
		expect(formatMoney(Number.NaN, 'USD')).toBeUndefined();
		expect(formatMoney(Number.POSITIVE_INFINITY, 'USD')).toBeUndefined();
	});

	it('follows a locale when one is given, still with the table’s symbol', () => {
		expect(formatMoney(1000.5, 'EUR', { locale: 'de-DE' })).toBe('1.000,50\u00a0€');
		expect(formatMoney(-1000.5, 'EUR', { locale: 'de-DE' })).toBe('-1.000,50\u00a0€');
		expect(formatMoney(1000.5, 'USD', { locale: 'en-CA' })).toBe('$1,000.50');
		expect(formatMoney(100000, 'INR', { locale: 'en-IN' })).toBe('₹1,00,000.00');
		expect(formatMoney(5, 'EUR', { locale: 'fr-FR', stripZeros: true })).toBe('5\u00a0€');
	});

	it('takes WordPress’s locale names, and ignores a locale Intl cannot read', () => {
		expect(formatMoney(1000.5, 'EUR', { locale: 'de_DE' })).toBe('1.000,50\u00a0€');
		expect(formatMoney(1000.5, 'EUR', { locale: 'not a locale!' })).toBe('€1.000,50');
	});

	it('writes currencies Intl does not know as the locale’s number after the table’s symbol', () => {
		expect(formatMoney(1000.5, 'BTC', { locale: 'de-DE' })).toBe('Ƀ1.000,50');
	});
});
