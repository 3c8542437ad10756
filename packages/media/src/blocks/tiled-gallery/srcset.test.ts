import { describe, expect, it } from 'vitest';

import { srcSet, srcSetWidths } from './srcset';

describe('srcSetWidths', () => {
	it('goes from 600 in steps of 300 and ends with the image width', () => {
		expect(srcSetWidths(1000)).toEqual([600, 900, 1000]);
		expect(srcSetWidths(1500)).toEqual([600, 900, 1200, 1500]);
	});
	it('starts at the width of a small image', () => {
		expect(srcSetWidths(400)).toEqual([400]);
		expect(srcSetWidths(600)).toEqual([600]);
	});
	it('stops at 2000', () => {
		expect(srcSetWidths(5000)).toEqual([600, 900, 1200, 1500, 1800, 2000]);
	});
	it('has nothing for an unknown width', () => {
		expect(srcSetWidths(0)).toEqual([]);
		expect(srcSetWidths(Number.NaN)).toEqual([]);
	});
});

describe('srcSet', () => {
	it('lists one resized copy per width', () => {
		expect(srcSet('https://example.com/a.jpg', 1000)).toBe(
			[
				'https://i0.wp.com/example.com/a.jpg?ssl=1&w=600&strip=info 600w',
				'https://i0.wp.com/example.com/a.jpg?ssl=1&w=900&strip=info 900w',
				'https://i0.wp.com/example.com/a.jpg?ssl=1&w=1000&strip=info 1000w',
			].join(', ')
		);
	});
	it('crops every copy to the ratio given', () => {
		expect(srcSet('https://example.com/a.jpg', 700, 700)).toBe(
			[
				'https://i0.wp.com/example.com/a.jpg?ssl=1&w=600&h=600&resize=600%2C600&strip=info 600w',
				'https://i0.wp.com/example.com/a.jpg?ssl=1&w=700&h=700&resize=700%2C700&strip=info 700w',
			].join(', ')
		);
	});
	it('keeps the address of a local image, with the resize query', () => {
		expect(srcSet('http://localhost:5173/wp-content/uploads/a.png', 700)).toBe(
			[
				'http://localhost:5173/wp-content/uploads/a.png?w=600&strip=info 600w',
				'http://localhost:5173/wp-content/uploads/a.png?w=700&strip=info 700w',
			].join(', ')
		);
	});
	it.each([
		'data:image/png;base64,AAAA',
		'blob:http://localhost/1',
		'javascript:alert(1)',
		'/wp-content/a.jpg',
		'https://example.com/a.jpg?version=2',
		'https://example.com:8443/a.jpg',
	])('is undefined for %s, which cannot be resized', (url) => {
		expect(srcSet(url, 1000)).toBeUndefined();
	});
	it('is undefined for an unknown width', () => {
		expect(srcSet('https://example.com/a.jpg', 0)).toBeUndefined();
	});
});
