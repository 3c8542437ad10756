import { describe, expect, it, vi } from 'vitest';

import { gallerySetter, IDS_ARE_DERIVED, idsOf, pickRelevantMedia } from './set-attributes';

describe('gallerySetter', () => {
	it('throws when ids are set directly', () => {
		const setAttributes = vi.fn();
		expect(() => gallerySetter(setAttributes)({ ids: [1, 2] })).toThrow(IDS_ARE_DERIVED);
		expect(setAttributes).not.toHaveBeenCalled();
	});

	it('derives ids from the images it sets', () => {
		const setAttributes = vi.fn();
		gallerySetter(setAttributes)({
			images: [{ id: '4', url: 'a' }, { id: 9, url: 'b' }, { url: 'blob:c' }],
		});
		expect(setAttributes).toHaveBeenCalledWith({
			images: [{ id: '4', url: 'a' }, { id: 9, url: 'b' }, { url: 'blob:c' }],
			ids: [4, 9],
		});
	});

	it('passes other attributes through as they are', () => {
		const setAttributes = vi.fn();
		gallerySetter(setAttributes)({ roundedCorners: 4 });
		expect(setAttributes).toHaveBeenCalledWith({ roundedCorners: 4 });
	});
});

describe('idsOf', () => {
	it('keeps whole positive ids in order', () => {
		expect(idsOf([{ id: '3' }, { id: 'x' }, {}, { id: 1 }])).toEqual([3, 1]);
	});
});

describe('pickRelevantMedia', () => {
	it('keeps alt, id, link and the large size’s address', () => {
		expect(
			pickRelevantMedia({
				id: 5,
				url: 'https://e.com/full.jpg',
				alt: 'A cat',
				link: 'https://e.com/?attachment_id=5',
				sizes: { large: { url: 'https://e.com/large.jpg' } },
			})
		).toEqual({
			alt: 'A cat',
			id: '5',
			link: 'https://e.com/?attachment_id=5',
			url: 'https://e.com/large.jpg',
		});
	});
	it('reads the large size of a REST media item, else the file itself', () => {
		expect(
			pickRelevantMedia({
				id: 6,
				url: 'https://e.com/f.jpg',
				media_details: { sizes: { large: { source_url: 'https://e.com/l.jpg' } } },
			}).url
		).toBe('https://e.com/l.jpg');
		expect(pickRelevantMedia({ id: 7, url: 'https://e.com/f.jpg' })).toEqual({
			alt: '',
			id: '7',
			url: 'https://e.com/f.jpg',
		});
	});
});
