import { describe, expect, it } from 'vitest';

import { canResize, isLocalHost, photonUrl, srcSet, srcSetWidths } from './srcset';

describe('photonUrl', () => {
	it('sends a public https image through the resizing CDN, fetched over TLS', () => {
		expect(photonUrl('https://example.com/wp-content/a.jpg', { width: 600 })).toBe(
			'https://i0.wp.com/example.com/wp-content/a.jpg?ssl=1&w=600&strip=info'
		);
	});

	it('crops to a width and height with resize', () => {
		expect(photonUrl('http://example.com/a.jpg', { width: 300, height: 200 })).toBe(
			'https://i0.wp.com/example.com/a.jpg?w=300&h=200&resize=300%2C200&strip=info'
		);
	});

	it('keeps the host of a local image and adds the resize query', () => {
		expect(photonUrl('http://localhost:5173/wp-content/uploads/x.png', { width: 900, height: 600 })).toBe(
			'http://localhost:5173/wp-content/uploads/x.png?w=900&h=600&resize=900%2C600&strip=info'
		);
		expect(photonUrl('http://192.168.1.4/p.jpg?v=2', { width: 600 })).toBe(
			'http://192.168.1.4/p.jpg?v=2&w=600&strip=info'
		);
	});

	it('replaces the size of an address already on the CDN', () => {
		expect(photonUrl('https://i2.wp.com/example.com/a.jpg?ssl=1&w=100&strip=info', { width: 600 })).toBe(
			'https://i2.wp.com/example.com/a.jpg?ssl=1&w=600&strip=info'
		);
	});

	it('never asks for more than 2000 px, keeping the ratio', () => {
		expect(photonUrl('https://example.com/a.jpg', { width: 4000, height: 3000 })).toBe(
			'https://i0.wp.com/example.com/a.jpg?ssl=1&w=2000&h=1500&resize=2000%2C1500&strip=info'
		);
	});

	it.each([
		'data:image/png;base64,AAAA',
		'blob:http://localhost/1234',
		'javascript:alert(1)',
		'/wp-content/a.jpg',
		'https://example.com/a.jpg?version=2',
		'https://example.com:8443/a.jpg',
		'https://user:pw@example.com/a.jpg',
		'',
	])('leaves %s unchanged', (url) => {
		expect(photonUrl(url, { width: 600 })).toBe(url);
		expect(canResize(url)).toBe(false);
	});

	it('leaves the address unchanged for a size that is not one', () => {
		expect(photonUrl('https://example.com/a.jpg', { width: Number.NaN })).toBe(
			'https://example.com/a.jpg'
		);
		expect(photonUrl('https://example.com/a.jpg', { width: 0 })).toBe('https://example.com/a.jpg');
	});
});

describe('isLocalHost', () => {
	it.each(['localhost', 'site.localhost', 'blog.local', 'wp.test', '127.0.0.1', '10.1.2.3', '172.20.0.1'])(
		'counts %s as local',
		(host) => expect(isLocalHost(host)).toBe(true)
	);
	it.each(['example.com', '8.8.8.8', '172.32.0.1', 'localhost.example.com'])(
		'counts %s as public',
		(host) => expect(isLocalHost(host)).toBe(false)
	);
});

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
	it('is undefined for an address that cannot be resized or an unknown width', () => {
		expect(srcSet('blob:http://localhost/1', 1000)).toBeUndefined();
		expect(srcSet('https://example.com/a.jpg', 0)).toBeUndefined();
	});
});
