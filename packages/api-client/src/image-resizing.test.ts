import { describe, expect, it } from 'vitest';

import { createApi } from './api';
import { resizedImageUrl, resizedImageUrlFor } from './image-resizing';

describe('resizedImageUrl', () => {
	const root = 'https://i0.wp.com/';

	it('asks for a width, a crop or a box, strips the metadata, and marks https images', () => {
		expect(resizedImageUrl(root, 'https://example.com/wp-content/uploads/a.jpg', { width: 600 })).toBe(
			'https://i0.wp.com/example.com/wp-content/uploads/a.jpg?w=600&strip=info&ssl=1'
		);
		expect(
			resizedImageUrl(root, 'http://example.com/a.jpg?ver=2', { width: 300, height: 300, crop: true })
		).toBe('https://i0.wp.com/example.com/a.jpg?resize=300,300&strip=info');
		expect(resizedImageUrl(root, 'http://example.com:8080/a.png', { width: 900, height: 600 })).toBe(
			'https://i0.wp.com/example.com:8080/a.png?fit=900,600&strip=info'
		);
		expect(resizedImageUrl(root, 'http://example.com/a.png', { height: 450.4 })).toBe(
			'https://i0.wp.com/example.com/a.png?h=450&strip=info'
		);
	});

	it('leaves alone what it cannot resize: blob and data URLs, and no size at all', () => {
		expect(resizedImageUrl(root, 'blob:http://example.com/123', { width: 600 })).toBe(
			'blob:http://example.com/123'
		);
		expect(resizedImageUrl(root, 'data:image/png;base64,AA==', { width: 600 })).toBe(
			'data:image/png;base64,AA=='
		);
		expect(resizedImageUrl(root, 'http://example.com/a.png', {})).toBe('http://example.com/a.png');
		expect(resizedImageUrl(root, 'http://example.com/a.png', { width: 0 })).toBe(
			'http://example.com/a.png'
		);
	});

	it("uses the api's image-resizing root, which a host may point elsewhere", () => {
		const api = createApi({
			root: 'http://localhost:5173/wp-json/',
			roots: { imageResizing: 'http://localhost:5173/image-resize' },
		});
		expect(
			resizedImageUrlFor(api, 'http://localhost:5173/wp-content/uploads/a.jpg', { width: 600 })
		).toBe('http://localhost:5173/image-resize/localhost:5173/wp-content/uploads/a.jpg?w=600&strip=info');
		expect(createApi({ root: '/wp-json/' }).roots.imageResizing).toBe('https://i0.wp.com/');
	});
});
