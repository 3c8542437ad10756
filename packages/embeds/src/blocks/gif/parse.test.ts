import { describe, expect, it } from 'vitest';

import { giphyId, parseGiphy } from './parse';

describe('giphyId', () => {
	it.each([
		['https://giphy.com/gifs/cat-dance-JIX9t2j0ZTN9S', 'JIX9t2j0ZTN9S'],
		['giphy.com/gifs/JIX9t2j0ZTN9S', 'JIX9t2j0ZTN9S'],
		['http://www.giphy.com/gifs/happy-bouncingball', 'bouncingball'],
		['https://giphy.com/embed/JIX9t2j0ZTN9S', 'JIX9t2j0ZTN9S'],
		['https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif', 'JIX9t2j0ZTN9S'],
		['https://media2.giphy.com/media/JIX9t2j0ZTN9S/200w.webp?cid=1', 'JIX9t2j0ZTN9S'],
		['https://i.giphy.com/JIX9t2j0ZTN9S.gif', 'JIX9t2j0ZTN9S'],
	])('reads the id of %s', (text, id) => {
		expect(giphyId(text)).toBe(id);
	});

	it.each([
		'cats',
		'https://giphy.com/',
		'https://giphy.com/explore/cats',
		'https://giphy.com/gifs/cat-dance-<script>',
		'https://giphy.com.evil.test/gifs/cat-JIX9t2j0ZTN9S',
		'https://evil.test/giphy.com/gifs/cat-JIX9t2j0ZTN9S',
		'javascript:alert(1)//giphy.com/gifs/a',
		'https://tenor.com/view/cat-123',
	])('has no id for %s (searched for as words)', (text) => {
		expect(giphyId(text)).toBeUndefined();
	});
});

describe('parseGiphy', () => {
	it('gives the GIF’s embed page for an address of the service', () => {
		expect(parseGiphy('https://giphy.com/gifs/cat-dance-JIX9t2j0ZTN9S')).toEqual({
			ok: true,
			url: 'https://giphy.com/embed/JIX9t2j0ZTN9S',
			attributes: { giphyUrl: 'https://giphy.com/embed/JIX9t2j0ZTN9S' },
		});
	});

	it('says why it takes nothing else', () => {
		expect(parseGiphy('  ')).toEqual({ ok: false, reason: 'empty' });
		expect(parseGiphy('dancing cats')).toEqual({ ok: false, reason: 'not-provider' });
		expect(parseGiphy('https://giphy.com/explore/cats')).toEqual({ ok: false, reason: 'not-embeddable' });
	});
});
