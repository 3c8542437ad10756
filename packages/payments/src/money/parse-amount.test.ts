// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
	it('reads amounts with the currency’s own separators', () => {
		expect(parseAmount('1,000.50', 'USD')).toBe(1000.5);
		expect(parseAmount('1.000,50', 'EUR')).toBe(1000.5);
		expect(parseAmount('1000,5', 'EUR')).toBe(1000.5);
		expect(parseAmount('1 000,50', 'PLN')).toBe(1000.5);
		expect(parseAmount('1\u00a0000,50', 'PLN')).toBe(1000.5);
		expect(parseAmount("1'000.50", 'CHF')).toBe(1000.5);
		expect(parseAmount('1’000.50', 'CHF')).toBe(1000.5);
		expect(parseAmount('1,234,567', 'USD')).toBe(1234567);
	});

	it('always reads a bare number', () => {
		expect(parseAmount('5', 'USD')).toBe(5);
		expect(parseAmount('5.5', 'EUR')).toBe(5.5);
		expect(parseAmount('1000.25', 'PLN')).toBe(1000.25);
		expect(parseAmount('.5', 'USD')).toBe(0.5);
		expect(parseAmount(' 15 ', 'USD')).toBe(15);
	});

	it('prefers the currency’s reading when text fits both', () => {
		expect(parseAmount('1.000', 'EUR')).toBe(1000);
		expect(parseAmount('1,000', 'USD')).toBe(1000);
	});

	it('accepts the symbol or the code before or after the number, and a leading minus', () => {
		expect(parseAmount('$1,000.50', 'USD')).toBe(1000.5);
		expect(parseAmount('€ 5', 'EUR')).toBe(5);
		expect(parseAmount('5 €', 'EUR')).toBe(5);
		expect(parseAmount('USD 5', 'USD')).toBe(5);
		expect(parseAmount('-$5.00', 'USD')).toBe(-5);
		expect(parseAmount('$-5.00', 'USD')).toBe(-5);
	});

	it('keeps decimals beyond the currency’s, for the caller to judge', () => {
		expect(parseAmount('1.5', 'JPY')).toBe(1.5);
		expect(parseAmount('1.999', 'USD')).toBe(1.999);
	});

	it('rejects what is not an amount', () => {
		for (const text of [
			'',
			' ',
			'abc',
			'12abc',
			'1,00',
			'1,0000',
			'1.000,50',
			'--5',
			'5-',
			'1e3',
			'0x10',
			'.',
			'$',
			'£5',
			'Infinity',
		]) {
			expect(parseAmount(text, 'USD'), text).toBeUndefined();
		}
		expect(parseAmount('1,000.50', 'EUR')).toBeUndefined();
	});
});

describe('parseAmount in a money style', () => {
	const german = {
		locale: 'de_DE',
		grouping: '.',
		decimal: ',',
		symbolFirst: false,
		spaced: true,
	} as const;
	const french = {
		locale: 'fr_FR',
		grouping: '\u00a0',
		decimal: ',',
		symbolFirst: false,
		spaced: true,
	} as const;
	const swiss = { locale: 'de_CH', grouping: '’', decimal: '.', symbolFirst: true, spaced: true } as const;

	it('reads the marks of the site’s language, whatever the currency’s own', () => {
		expect(parseAmount('12,50', 'USD', { style: german })).toBe(12.5);
		expect(parseAmount('1.000,50', 'USD', { style: german })).toBe(1000.5);
		expect(parseAmount('1.000,50\u00a0$', 'USD', { style: german })).toBe(1000.5);
		expect(parseAmount('1 000,50 €', 'EUR', { style: french })).toBe(1000.5);
		expect(parseAmount("1'000.50", 'CHF', { style: swiss })).toBe(1000.5);
		expect(parseAmount('12.5', 'EUR', { style: german })).toBe(12.5);
	});

	it('reads with the currency’s marks when the style is malformed', () => {
		expect(parseAmount('1,000.50', 'USD', { style: { ...german, decimal: '.' } })).toBe(1000.5);
	});
});
