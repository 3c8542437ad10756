import { describe, expect, it } from 'vitest';

import { DEFAULT_GIF_PADDING, gifImageSource, gifPadding, isEmptyCaption, paddingFor } from './image';

describe('the GIF’s box', () => {
	it('is as high as the GIF for its width', () => {
		expect(paddingFor('160', '120')).toBe('75%');
		expect(paddingFor(480, 270)).toBe('56.3%');
		expect(paddingFor(120, 120)).toBe('100%');
	});

	it('falls back to 56.2% for sizes it cannot use', () => {
		expect(DEFAULT_GIF_PADDING).toBe('56.2%');
		expect(paddingFor('0', '120')).toBe('56.2%');
		expect(paddingFor('wide', '120')).toBe('56.2%');
		expect(paddingFor(1, 100000)).toBe('56.2%');
	});

	it('keeps a saved padding only when it is a plain percentage', () => {
		expect(gifPadding('75%')).toBe('75%');
		expect(gifPadding('56.25%')).toBe('56.25%');
		expect(gifPadding(undefined)).toBe('56.2%');
		expect(gifPadding('10px')).toBe('56.2%');
		expect(gifPadding('50%;background:url(x)')).toBe('56.2%');
	});
});

describe('gifImageSource', () => {
	it('keeps http and https addresses of images', () => {
		expect(gifImageSource('https://media.giphy.com/media/a/giphy.gif')).toBe(
			'https://media.giphy.com/media/a/giphy.gif'
		);
		expect(gifImageSource('http://localhost:8787/gif-media/a/giphy.gif')).toBe(
			'http://localhost:8787/gif-media/a/giphy.gif'
		);
	});

	it.each([
		undefined,
		'',
		'javascript:alert(1)',
		'data:image/gif;base64,R0lGOD',
		'https://u:p@a.test/x.gif',
		'not a url',
	])('refuses %s', (value) => {
		expect(gifImageSource(value)).toBeUndefined();
	});
});

describe('isEmptyCaption', () => {
	it('is empty for nothing, spaces and bare markup', () => {
		expect(isEmptyCaption(undefined)).toBe(true);
		expect(isEmptyCaption(' <br> ')).toBe(true);
		expect(isEmptyCaption('A <strong>ball</strong>')).toBe(false);
	});
});
