// @vitest-environment jsdom
import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { registerTiledGalleryBlock, TILED_GALLERY_BLOCK_NAME } from './index';
import type { TiledGalleryAttributes, TiledGalleryImage } from './types';

beforeAll(registerTiledGalleryBlock);

const image = (n: number, width = 1200, height = 800): TiledGalleryImage => ({
	alt: `Image ${n}`,
	id: String(n),
	url: `https://example.com/${n}.jpg`,
	link: `https://example.com/?attachment_id=${n}`,
	width,
	height,
});

const DEFAULTS: TiledGalleryAttributes = {
	align: 'center',
	columnWidths: [],
	ids: [],
	images: [],
	imageCrop: true,
	linkTo: 'none',
	roundedCorners: 0,
};

function saved(attributes: Partial<TiledGalleryAttributes>): HTMLElement {
	const html = getSaveContent(TILED_GALLERY_BLOCK_NAME, { ...DEFAULTS, ...attributes });
	const template = document.createElement('template');
	template.innerHTML = html;
	const element = template.content.firstElementChild;
	if (!(element instanceof HTMLElement)) {
		throw new Error(`no markup: ${html}`);
	}
	return element;
}

describe('save', () => {
	it('saves each image with its alt, size, data and resized copies, in rows of columns', () => {
		const gallery = saved({ images: [image(1), image(2, 800, 1200)] });
		expect(gallery.className).toBe('wp-block-blockyard-tiled-gallery aligncenter is-style-rectangular');
		const imgs = [...gallery.querySelectorAll('img')];
		expect(imgs.map((img) => img.getAttribute('alt'))).toEqual(['Image 1', 'Image 2']);
		const [first] = imgs;
		expect(first?.getAttribute('data-id')).toBe('1');
		expect(first?.getAttribute('data-url')).toBe('https://example.com/1.jpg');
		expect(first?.getAttribute('width')).toBe('1200');
		expect(first?.getAttribute('height')).toBe('800');
		expect(first?.getAttribute('src')).toBe(
			'https://i0.wp.com/example.com/1.jpg?ssl=1&w=1200&strip=info'
		);
		expect(first?.getAttribute('srcset')).toContain('w=600&strip=info 600w');
		expect(first?.getAttribute('sizes')).toMatch(/^\d+vw$/);
		const widths = [
			...gallery.querySelectorAll<HTMLElement>('.wp-block-blockyard-tiled-gallery__col'),
		].map((col) => Number.parseFloat(col.style.flexBasis));
		expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 3);
	});

	it('crops square and circle tiles to a square of the shorter side', () => {
		for (const style of ['square', 'circle']) {
			const img = saved({ images: [image(1)], className: `is-style-${style}` }).querySelector('img');
			expect(img?.getAttribute('width')).toBe('800');
			expect(img?.getAttribute('height')).toBe('800');
			expect(img?.getAttribute('src')).toContain('resize=800%2C800');
		}
	});

	it('never saves an image still uploading', () => {
		const gallery = saved({ images: [image(1), { id: '2', url: 'blob:http://localhost/2', alt: '' }] });
		expect(gallery.querySelectorAll('img')).toHaveLength(1);
		expect(gallery.outerHTML).not.toContain('blob:');
	});

	it('links each image to its file, its attachment page, or nowhere', () => {
		const href = (linkTo: TiledGalleryAttributes['linkTo']) =>
			saved({ images: [image(1)], linkTo })
				.querySelector('a')
				?.getAttribute('href');
		expect(href('media')).toBe('https://example.com/1.jpg');
		expect(href('attachment')).toBe('https://example.com/?attachment_id=1');
		expect(href('none')).toBeUndefined();
	});

	it('carries the filter and the rounded corners as classes, no corners for circles', () => {
		expect(saved({ images: [image(1)], imageFilter: 'sepia', roundedCorners: 6 }).className).toContain(
			'has-filter-sepia has-rounded-corners-6'
		);
		expect(
			saved({ images: [image(1)], className: 'is-style-circle', roundedCorners: 6 }).className
		).not.toContain('rounded');
	});

	it('saves an image of unknown size as its own file, without a srcset', () => {
		const img = saved({ images: [{ id: '1', url: 'https://example.com/1.jpg', alt: '' }] }).querySelector(
			'img'
		);
		expect(img?.getAttribute('src')).toBe('https://example.com/1.jpg');
		expect(img?.hasAttribute('srcset')).toBe(false);
	});
});
