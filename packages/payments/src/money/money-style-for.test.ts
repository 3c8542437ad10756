// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { intlLocaleOf } from './intl-locale';
import { moneyStyleFor } from './money-style-for';
import { formatSoldMoney } from './format-sold-money';

const NBSP = '\u00a0';

/** 1000.5 of `currency` as a site in `wpLocale` writes it. */
const written = (wpLocale: string, currency: string, amount = 1000.5) =>
	formatSoldMoney(amount, currency, { style: moneyStyleFor(wpLocale, currency) });

describe('moneyStyleFor', () => {
	it('writes euros the English way on an English site', () => {
		expect(moneyStyleFor('en_US', 'EUR')).toEqual({
			locale: 'en_US',
			grouping: ',',
			decimal: '.',
			symbolFirst: true,
			spaced: false,
		});
		expect(written('en_US', 'EUR')).toBe('€1,000.50');
	});

	it('writes euros the German way on a German site, with a no-break space before the symbol', () => {
		expect(moneyStyleFor('de_DE', 'EUR')).toEqual({
			locale: 'de_DE',
			grouping: '.',
			decimal: ',',
			symbolFirst: false,
			spaced: true,
		});
		expect(written('de_DE', 'EUR')).toBe(`1.000,50${NBSP}€`);
		expect(written('de_DE', 'USD')).toBe(`1.000,50${NBSP}$`);
	});

	it('groups French thousands with a no-break space, whichever space Intl writes', () => {
		const style = moneyStyleFor('fr_FR', 'EUR');
		expect(style).toEqual({
			locale: 'fr_FR',
			grouping: NBSP,
			decimal: ',',
			symbolFirst: false,
			spaced: true,
		});
		expect(written('fr_FR', 'EUR')).toBe(`1${NBSP}000,50${NBSP}€`);
	});

	it('writes yen in Japanese with the table’s symbol and no decimals, yet knows the decimal mark', () => {
		expect(moneyStyleFor('ja_JP', 'JPY')).toEqual({
			locale: 'ja_JP',
			grouping: ',',
			decimal: '.',
			symbolFirst: true,
			spaced: false,
		});
		expect(written('ja_JP', 'JPY', 1234.5)).toBe('¥1,235');
	});

	it('writes Swiss francs the Swiss German way: the symbol first, spaced, an apostrophe grouping', () => {
		const style = moneyStyleFor('de_CH', 'CHF');
		expect(style).toMatchObject({ locale: 'de_CH', decimal: '.', symbolFirst: true, spaced: true });
		expect(["'", '’']).toContain(style?.grouping);
		expect(written('de_CH', 'CHF')).toBe(`CHF${NBSP}1${style?.grouping ?? ''}000.50`);
	});

	it('takes WordPress’s locale names with a variant', () => {
		expect(moneyStyleFor('de_DE_formal', 'EUR')).toEqual({
			locale: 'de_DE_formal',
			grouping: '.',
			decimal: ',',
			symbolFirst: false,
			spaced: true,
		});
		expect(moneyStyleFor('pt_PT_ao90', 'EUR')).toMatchObject({
			decimal: ',',
			symbolFirst: false,
			spaced: true,
		});
	});

	it('gives nothing for a locale or a currency Intl cannot read', () => {
		expect(moneyStyleFor('not a locale!', 'EUR')).toBeUndefined();
		expect(moneyStyleFor('', 'EUR')).toBeUndefined();
		expect(moneyStyleFor('qq_QQ', 'EUR')).toBeUndefined();
		expect(moneyStyleFor('de_DE', 'not a currency')).toBeUndefined();
		expect(written('not a locale!', 'EUR')).toBe('€1.000,50');
	});
});

describe('intlLocaleOf', () => {
	it('maps WordPress’s locales to tags Intl takes', () => {
		expect(intlLocaleOf('de_DE')).toBe('de-DE');
		expect(intlLocaleOf('de_DE_formal')).toBe('de-DE-formal');
		expect(intlLocaleOf('pt_PT_ao90')).toBe('pt-PT');
		expect(intlLocaleOf('en')).toBe('en');
		expect(intlLocaleOf('de-CH')).toBe('de-CH');
	});

	it('gives nothing for what Intl cannot read', () => {
		for (const locale of ['', ' ', 'not a locale!', 'qq_QQ', 'de_DE<script>']) {
			expect(intlLocaleOf(locale), locale).toBeUndefined();
		}
	});
});
