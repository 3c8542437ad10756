// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { CURRENCY_CODES, currencyFormat, currencyPrecision } from './currencies';

describe('the currency table', () => {
	it('holds about 160 ISO-style codes with 0 to 3 decimals', () => {
		expect(CURRENCY_CODES.length).toBeGreaterThanOrEqual(150);
		for (const code of CURRENCY_CODES) {
			expect(code).toMatch(/^[A-Z]{3}$/);
			const { symbol, grouping, decimal, precision } = currencyFormat(code);
			expect(symbol, code).not.toBe('');
			expect(grouping, code).not.toBe(decimal);
			expect(decimal, code).toMatch(/^[.,]$/);
			expect([0, 1, 2, 3], code).toContain(precision);
		}
	});

	it('uses ISO 4217 decimals', () => {
		expect(currencyPrecision('USD')).toBe(2);
		expect(currencyPrecision('JPY')).toBe(0);
		expect(currencyPrecision('KRW')).toBe(0);
		expect(currencyPrecision('CLP')).toBe(0);
		expect(currencyPrecision('HUF')).toBe(2);
		expect(currencyPrecision('BHD')).toBe(3);
		expect(currencyPrecision('IQD')).toBe(3);
	});

	it('gives the platform’s symbols and separators', () => {
		expect(currencyFormat('USD')).toEqual({ symbol: '$', grouping: ',', decimal: '.', precision: 2 });
		expect(currencyFormat('EUR')).toEqual({ symbol: '€', grouping: '.', decimal: ',', precision: 2 });
		expect(currencyFormat('AUD').symbol).toBe('A$');
		expect(currencyFormat('BRL').symbol).toBe('R$');
	});

	it('gives unknown codes a dollar sign, comma, dot and 2 decimals', () => {
		for (const code of ['XYZ', 'usd', '', 'toString', '__proto__']) {
			expect(currencyFormat(code)).toEqual({ symbol: '$', grouping: ',', decimal: '.', precision: 2 });
		}
	});
});
