import { describe, expect, it } from 'vitest';

import { figureStyle, savedTracks } from './markup';

describe('the saved video’s markup rules', () => {
	it('keeps a track only with an address a track may load and a kind it has', () => {
		const track = {
			src: 'https://example.com/en.vtt',
			kind: 'subtitles',
			srcLang: 'en',
			label: 'English',
		};
		expect(savedTracks([track])).toEqual([track]);
		expect(
			savedTracks([
				{ ...track, src: 'javascript:alert(1)' },
				{ ...track, kind: 'script' },
				'https://example.com/en.vtt',
				null,
			])
		).toEqual([]);
		expect(savedTracks('tracks')).toEqual([]);
	});

	it('writes a maximum width only when it is a length', () => {
		expect(figureStyle('640px')).toEqual({ maxWidth: '640px' });
		expect(figureStyle('100%')).toBeUndefined();
		expect(figureStyle('1px;background:url(//evil.example/mw)')).toBeUndefined();
		expect(figureStyle(12)).toBeUndefined();
	});
});
