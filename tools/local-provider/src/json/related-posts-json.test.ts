import { describe, expect, it } from 'vitest';

import { firstImage } from './related-posts-json';

describe('firstImage', () => {
	const origin = 'http://127.0.0.1:5173';

	it('finds the first image’s address, on the site’s origin when it is root-relative', () => {
		expect(
			firstImage('<p>x</p><img alt="" src="/wp-content/uploads/a.png"><img src="/b.png">', origin)
		).toBe('http://127.0.0.1:5173/wp-content/uploads/a.png');
		expect(firstImage("<img class='x' src='https://cdn.test/a.jpg?w=1&amp;h=2'>", origin)).toBe(
			'https://cdn.test/a.jpg?w=1&h=2'
		);
	});

	it('has none without an image, or for another scheme', () => {
		expect(firstImage('<p>No pictures</p>', origin)).toBeUndefined();
		expect(firstImage('<img src="javascript:alert(1)">', origin)).toBeUndefined();
		expect(firstImage('<img data-src="/a.png">', origin)).toBeUndefined();
	});
});
