import { describe, expect, it } from 'vitest';

import { mergeAllowances, parseAllowance } from './markup-allowance';

describe('parseAllowance', () => {
	it('reads tags with their attributes', () => {
		expect(parseAllowance('{"time":["datetime","itemprop"]}', 'kses.json')).toEqual({
			time: ['datetime', 'itemprop'],
		});
	});

	it('refuses what is not a map of tag names to attribute names, naming the file', () => {
		expect(() => parseAllowance('[]', 'a/kses.json')).toThrow('a/kses.json: expected an object');
		expect(() => parseAllowance('{"Time":["datetime"]}', 'kses.json')).toThrow(
			'"Time" is not a tag name'
		);
		expect(() => parseAllowance('{"time":"datetime"}', 'kses.json')).toThrow(
			'time must list attribute names'
		);
		expect(() => parseAllowance('{"time":["date time"]}', 'kses.json')).toThrow(
			'time must list attribute names'
		);
	});
});

describe('mergeAllowances', () => {
	it('unites the attributes of each tag, once and sorted', () => {
		expect(
			mergeAllowances([
				{ span: ['itemprop', 'itemscope'], time: ['datetime'] },
				{ span: ['itemtype', 'itemprop'], a: ['itemprop'] },
				{},
			])
		).toEqual({ a: ['itemprop'], span: ['itemprop', 'itemscope', 'itemtype'], time: ['datetime'] });
	});
});
