import { describe, expect, it } from 'vitest';

import { pinterestEmbedAt } from './embed-kind';

describe('pinterestEmbedAt', () => {
	it('reads a pin, with or without a title before its id', () => {
		expect(pinterestEmbedAt('https://www.pinterest.com/pin/99360735500167749/')).toEqual({
			kind: 'pin',
			id: '99360735500167749',
			href: 'https://www.pinterest.com/pin/99360735500167749/',
		});
		expect(
			pinterestEmbedAt('https://www.pinterest.com/pin/pasta-salad--99360735500167749/')
		).toMatchObject({
			kind: 'pin',
			id: '99360735500167749',
		});
	});

	it('reads one segment as a profile and two as a board', () => {
		expect(pinterestEmbedAt('https://www.pinterest.com/maker')).toEqual({
			kind: 'user',
			href: 'https://www.pinterest.com/maker/',
		});
		expect(pinterestEmbedAt('https://www.pinterest.com/maker/summer-recipes/?x=1#y')).toEqual({
			kind: 'board',
			href: 'https://www.pinterest.com/maker/summer-recipes/',
		});
	});

	it('reads nothing else', () => {
		for (const url of [
			undefined,
			'',
			'https://www.pinterest.com/',
			'https://www.pinterest.com/pin/',
			'https://www.pinterest.com/pin/a%3Cb/',
			'https://www.pinterest.com/maker/board/section/',
			'https://www.pinterest.com/search/pins/',
			'https://www.pinterest.com/ideas/',
			'https://www.pinterest.com/ma:ker/',
			'https://www.pinterest.co.uk/maker/',
			'https://evil.test/maker/',
			'http://www.pinterest.com.evil.test/pin/1/',
			'javascript:alert(1)',
		]) {
			expect(pinterestEmbedAt(url), String(url)).toBeUndefined();
		}
	});
});
