import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { registerSlideshowBlock, SLIDESHOW_BLOCK_NAME } from './index';
import type { SlideshowAttributes } from './types';

const image = (id: number, url = `https://example.com/${String(id)}.jpg`) => ({
	id,
	url,
	alt: `Picture ${String(id)}`,
	caption: '',
});

const saved = (attributes: Partial<SlideshowAttributes>) => {
	const holder = document.createElement('div');
	holder.innerHTML = getSaveContent(SLIDESHOW_BLOCK_NAME, attributes);
	return holder;
};

beforeAll(() => registerSlideshowBlock());

describe('the saved slideshow', () => {
	it('is a list of figures, each an image with its text alternative and caption', () => {
		const holder = saved({ images: [image(1), { ...image(2), caption: 'A <b>bold</b> caption' }] });
		const items = holder.querySelectorAll('ul > li > figure');
		expect(items).toHaveLength(2);
		expect(Array.from(holder.querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toEqual([
			'Picture 1',
			'Picture 2',
		]);
		expect(holder.querySelector('figcaption')?.textContent).toBe('A <b>bold</b> caption');
		expect(holder.querySelector('figcaption b')).toBeNull();
		expect(holder.querySelector('script')).toBeNull();
	});

	it('never saves an image still uploading, and nothing without images', () => {
		const holder = saved({ images: [image(1), image(0, 'blob:http://site.test/123')] });
		expect(holder.querySelectorAll('img')).toHaveLength(1);
		expect(holder.innerHTML).not.toContain('blob:');
		expect(getSaveContent(SLIDESHOW_BLOCK_NAME, { images: [] })).toBe('');
		expect(getSaveContent(SLIDESHOW_BLOCK_NAME, { images: [image(0, 'blob:http://site.test/1')] })).toBe(
			''
		);
	});
});
