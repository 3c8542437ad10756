import { describe, expect, it } from 'vitest';

import { takesExternalMedia } from './media-upload-props';

const base = { onSelect: () => undefined, render: () => null };

describe('takesExternalMedia', () => {
	it('joins buttons that pick images: an empty image, a new gallery, the featured image', () => {
		expect(takesExternalMedia({ ...base, allowedTypes: ['image'] })).toBe(true);
		expect(
			takesExternalMedia({ ...base, allowedTypes: ['image'], multiple: true, gallery: true, value: [] })
		).toBe(true);
		expect(
			takesExternalMedia({
				...base,
				allowedTypes: ['image'],
				value: 12,
				modalClass: 'editor-post-featured-image__media-modal',
			})
		).toBe(true);
	});

	it('leaves alone buttons not for images, a gallery that has images, and a Replace menu', () => {
		expect(takesExternalMedia({ ...base, allowedTypes: ['video'] })).toBe(false);
		// Any kind of file (the file block): not a button for pictures.
		expect(takesExternalMedia({ ...base })).toBe(false);
		expect(
			takesExternalMedia({
				...base,
				allowedTypes: ['image'],
				multiple: true,
				gallery: true,
				value: [3, 4],
			})
		).toBe(false);
		expect(takesExternalMedia({ ...base, allowedTypes: ['image'], value: 12 })).toBe(false);
	});
});
