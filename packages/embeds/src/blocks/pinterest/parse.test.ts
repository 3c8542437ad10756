import { describe, expect, it } from 'vitest';

import { parsePinterest } from './parse';

const taken = (url: string) => ({ ok: true, url, attributes: { url } });

describe('parsePinterest', () => {
	it('takes a pin, a board or a profile, saved on www.pinterest.com over https', () => {
		expect(parsePinterest('https://www.pinterest.com/pin/99360735500167749/')).toEqual(
			taken('https://www.pinterest.com/pin/99360735500167749/')
		);
		expect(parsePinterest(' http://pinterest.com/maker/summer-recipes ')).toEqual(
			taken('https://www.pinterest.com/maker/summer-recipes/')
		);
		expect(parsePinterest('www.pinterest.com/maker')).toEqual(taken('https://www.pinterest.com/maker/'));
	});

	it('takes Pinterest’s country hosts, listed exactly', () => {
		for (const host of [
			'www.pinterest.co.uk',
			'pinterest.fr',
			'uk.pinterest.com',
			'www.pinterest.com.au',
		]) {
			expect(parsePinterest(`https://${host}/maker/summer-recipes/`), host).toEqual(
				taken('https://www.pinterest.com/maker/summer-recipes/')
			);
		}
	});

	it('reads the address of Pinterest’s embed code, and nothing else of it', () => {
		expect(
			parsePinterest(
				'<a data-pin-do="embedBoard" data-pin-board-width="400" href="https://www.pinterest.com/maker/summer-recipes/" onclick="alert(1)"></a><script async defer src="//assets.pinterest.com/js/pinit.js"></script>'
			)
		).toEqual(taken('https://www.pinterest.com/maker/summer-recipes/'));
	});

	it('marks a pin.it short link to be followed, setting nothing', () => {
		expect(parsePinterest('https://pin.it/3xAmPlE')).toEqual({
			ok: true,
			url: 'https://pin.it/3xAmPlE',
			attributes: {},
			shortLink: true,
		});
		expect(parsePinterest('https://pin.it/a/b')).toEqual({ ok: false, reason: 'not-embeddable' });
	});

	it('says why it refuses', () => {
		expect(parsePinterest(' ')).toEqual({ ok: false, reason: 'empty' });
		for (const text of [
			'https://evil.test/pin/1/',
			'https://www.pinterest.com.evil.test/pin/1/',
			'https://pinterest.evil.test/pin/1/',
			'https://xx.pinterest.com/pin/1/',
			'https://pinterest.co/pin/1/',
			'https://evil.test/www.pinterest.com/pin/1/',
			'https://www.pinterest.com@evil.test/pin/1/',
			'<a href="https://evil.test/pin/1/"></a>',
			'javascript:alert(1)',
		]) {
			expect(parsePinterest(text), text).toEqual({ ok: false, reason: 'not-provider' });
		}
		for (const text of [
			'https://www.pinterest.com/',
			'https://www.pinterest.com/search/pins/?q=pasta',
			'https://www.pinterest.com/maker/board/section/more/',
			'https://www.pinterest.com/pin/',
		]) {
			expect(parsePinterest(text), text).toEqual({ ok: false, reason: 'not-embeddable' });
		}
	});
});
