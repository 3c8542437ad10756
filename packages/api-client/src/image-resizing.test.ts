import { describe, expect, it } from 'vitest';

import { isLocalHost, resizedImageUrl } from './image-resizing';

describe('resizedImageUrl', () => {
	it('sends a public https image through the resizing CDN, fetched over TLS', () => {
		expect(resizedImageUrl('https://example.com/wp-content/a.jpg', { width: 600 })).toBe(
			'https://i0.wp.com/example.com/wp-content/a.jpg?ssl=1&w=600&strip=info'
		);
	});

	it('crops to a width and height with resize', () => {
		expect(resizedImageUrl('http://example.com/a.jpg', { width: 300, height: 200 })).toBe(
			'https://i0.wp.com/example.com/a.jpg?w=300&h=200&resize=300%2C200&strip=info'
		);
	});

	it('keeps the host of a local image and adds the resize query', () => {
		expect(
			resizedImageUrl('http://localhost:5173/wp-content/uploads/x.png', { width: 900, height: 600 })
		).toBe('http://localhost:5173/wp-content/uploads/x.png?w=900&h=600&resize=900%2C600&strip=info');
		expect(resizedImageUrl('http://192.168.1.4/p.jpg?v=2', { width: 600 })).toBe(
			'http://192.168.1.4/p.jpg?v=2&w=600&strip=info'
		);
	});

	it('replaces the size of an address already resized', () => {
		expect(
			resizedImageUrl('https://i2.wp.com/example.com/a.jpg?ssl=1&w=100&strip=info', { width: 600 })
		).toBe('https://i2.wp.com/example.com/a.jpg?ssl=1&w=600&strip=info');
		expect(
			resizedImageUrl('http://127.0.0.1:8787/a.jpg?w=100&h=100&resize=100%2C100&strip=info', {
				width: 50,
			})
		).toBe('http://127.0.0.1:8787/a.jpg?w=50&strip=info');
	});

	it('never asks for more than 2000 px, keeping the ratio', () => {
		expect(resizedImageUrl('https://example.com/a.jpg', { width: 4000, height: 3000 })).toBe(
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
		expect(resizedImageUrl(url, { width: 600 })).toBe(url);
	});

	it('leaves the address unchanged for a size that is not one', () => {
		expect(resizedImageUrl('https://example.com/a.jpg', { width: Number.NaN })).toBe(
			'https://example.com/a.jpg'
		);
		expect(resizedImageUrl('https://example.com/a.jpg', { width: 0 })).toBe('https://example.com/a.jpg');
		expect(resizedImageUrl('https://example.com/a.jpg', { width: 10, height: -1 })).toBe(
			'https://example.com/a.jpg'
		);
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
