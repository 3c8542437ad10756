import { describe, expect, it } from 'vitest';

import {
	areFiles,
	imageFromMedia,
	isImageFile,
	isUploading,
	plainCaption,
	replaceBatch,
	withIds,
} from './images';

const image = (url: string, id = 0) => ({ id, url, alt: '', caption: '' });

describe('the edit’s images', () => {
	it('reads a media library item, a REST item, and a size when the item has it', () => {
		expect(
			imageFromMedia(
				{
					id: 4,
					url: 'https://s.test/a.jpg',
					alt: 'A',
					caption: 'Cap',
					sizes: { large: { url: 'https://s.test/a-l.jpg' } },
				},
				'large'
			)
		).toEqual({ id: 4, url: 'https://s.test/a-l.jpg', alt: 'A', caption: 'Cap' });
		expect(
			imageFromMedia(
				{
					id: 5,
					source_url: 'https://s.test/b.jpg',
					alt_text: 'B',
					caption: { rendered: '<p>Under &amp; over</p>' },
					media_details: { sizes: { medium: { source_url: 'https://s.test/b-m.jpg' } } },
				},
				'large'
			)
		).toEqual({ id: 5, url: 'https://s.test/b.jpg', alt: 'B', caption: 'Under & over' });
		expect(imageFromMedia({ url: 'blob:http://s.test/1' })).toEqual(image('blob:http://s.test/1'));
	});

	it('keeps captions as text', () => {
		expect(plainCaption('<a href="x">Link</a> <script>alert(1)</script>')).toBe('Link alert(1)');
		expect(plainCaption(undefined)).toBe('');
	});

	it('tells uploading images, image files and files from library items', () => {
		expect(isUploading(image('blob:http://s.test/1'))).toBe(true);
		expect(isUploading(image('https://s.test/1.jpg'))).toBe(false);
		expect(isImageFile(new File([''], 'a.webp', { type: 'image/webp' }))).toBe(true);
		expect(isImageFile(new File([''], 'a.mp4', { type: 'video/mp4' }))).toBe(false);
		expect(areFiles([new File([''], 'a.png')])).toBe(true);
		expect(areFiles([{ id: 1 }])).toBe(false);
		expect(areFiles([])).toBe(false);
	});

	it('derives the ids of the images in the library', () => {
		expect(withIds([image('a', 3), image('blob:b'), image('c', 1)])).toEqual({
			images: [image('a', 3), image('blob:b'), image('c', 1)],
			ids: [3, 1],
		});
	});

	it('replaces an upload’s images where they were, or adds them at the end', () => {
		const images = [image('a'), image('blob:1'), image('blob:2'), image('b')];
		expect(replaceBatch(images, new Set(['blob:1', 'blob:2']), [image('x', 9)])).toEqual([
			image('a'),
			image('x', 9),
			image('b'),
		]);
		expect(replaceBatch([image('a')], new Set(['blob:gone']), [image('x', 9)])).toEqual([
			image('a'),
			image('x', 9),
		]);
	});
});
