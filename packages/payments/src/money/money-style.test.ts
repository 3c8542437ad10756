// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isSameMoneyStyle, moneyStyleJson, readMoneyStyle, resolveMoneyStyle } from './money-style';

const GERMAN = { locale: 'de_DE', grouping: '.', decimal: ',', symbolFirst: false, spaced: true } as const;

describe('resolveMoneyStyle', () => {
	it('keeps a well-formed snapshot', () => {
		expect(resolveMoneyStyle(GERMAN)).toEqual(GERMAN);
		const swiss = { locale: 'de_CH', grouping: '’', decimal: '.', symbolFirst: true, spaced: true };
		expect(resolveMoneyStyle(swiss)).toEqual(swiss);
	});

	it('writes every space of the grouping as a no-break space', () => {
		for (const space of [' ', '\u00a0', '\u202f', '\u2009']) {
			expect(resolveMoneyStyle({ ...GERMAN, grouping: space })?.grouping).toBe('\u00a0');
		}
	});

	it('gives nothing for a snapshot that is missing or malformed, so the currency’s format is written', () => {
		for (const value of [undefined, null, 'de_DE', 42, [], [GERMAN], {}]) {
			expect(resolveMoneyStyle(value)).toBeUndefined();
		}
		for (const change of [
			{ grouping: ',' }, // the same as the decimal mark
			{ decimal: '.' }, // the same as the grouping
			{ grouping: '' },
			{ grouping: '1' },
			{ decimal: '٫٫٫٫' }, // too long
			{ decimal: 'x' },
			{ decimal: ' ' }, // a decimal mark is no space
			{ grouping: '-' },
			{ decimal: '<' },
			{ grouping: '"' },
			{ grouping: '<b>' },
			{ grouping: 5 },
			{ decimal: undefined },
			{ symbolFirst: 'yes' },
			{ spaced: 1 },
			{ locale: 'javascript:alert(1)' },
			{ locale: '' },
			{ locale: undefined },
		]) {
			expect(resolveMoneyStyle({ ...GERMAN, ...change }), JSON.stringify(change)).toBeUndefined();
		}
	});

	it('leaves out keys that are not the style’s', () => {
		expect(resolveMoneyStyle({ ...GERMAN, onclick: 'alert(1)', 'data-url': 'javascript:x' })).toEqual(
			GERMAN
		);
	});
});

describe('isSameMoneyStyle', () => {
	it('is true only for a snapshot with exactly the same fields', () => {
		expect(isSameMoneyStyle(GERMAN, { ...GERMAN })).toBe(true);
		expect(isSameMoneyStyle(GERMAN, { ...GERMAN, locale: 'de_AT' })).toBe(false);
		expect(isSameMoneyStyle(GERMAN, { ...GERMAN, spaced: false })).toBe(false);
		expect(isSameMoneyStyle(GERMAN, { ...GERMAN, extra: true })).toBe(false);
		expect(isSameMoneyStyle(GERMAN, undefined)).toBe(false);
	});
});

describe('the style a saved block carries for its view', () => {
	it('reads back what it wrote, and nothing from what is not a style', () => {
		expect(readMoneyStyle(moneyStyleJson(GERMAN))).toEqual(GERMAN);
		expect(moneyStyleJson({ ...GERMAN, extra: 1 } as typeof GERMAN)).toBe(
			'{"locale":"de_DE","grouping":".","decimal":",","symbolFirst":false,"spaced":true}'
		);
		for (const json of [undefined, '', '{', 'null', '"de_DE"', '{"grouping":"."}']) {
			expect(readMoneyStyle(json)).toBeUndefined();
		}
	});
});
