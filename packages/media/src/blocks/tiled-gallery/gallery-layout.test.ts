import { describe, expect, it } from 'vitest';

import {
	columnWidthsOf,
	defaultColumns,
	galleryColumns,
	galleryCorners,
	galleryRows,
	galleryStyle,
	maxColumns,
	savedImages,
} from './gallery-layout';
import { layoutGallery } from './layout';
import type { TiledGalleryImage } from './types';

const image = (n: number, width = 1200, height = 800): TiledGalleryImage => ({
	id: String(n),
	url: `https://example.com/${n}.jpg`,
	width,
	height,
});
const images = [image(1), image(2, 800, 1200), image(3), image(4, 2400, 800), image(5)];
const sizes = images.map(({ width, height }) => ({ width: Number(width), height: Number(height) }));

describe('galleryStyle', () => {
	it('reads the style from the class names, rectangular by default', () => {
		expect(galleryStyle(undefined)).toBe('rectangular');
		expect(galleryStyle('is-style-circle')).toBe('circle');
		expect(galleryStyle('custom is-style-columns other')).toBe('columns');
		expect(galleryStyle('is-style-square')).toBe('square');
		expect(galleryStyle('is-style-unknown')).toBe('rectangular');
	});
});

describe('columns', () => {
	it('defaults to min(3, images)', () => {
		expect(defaultColumns(0)).toBe(1);
		expect(defaultColumns(2)).toBe(2);
		expect(defaultColumns(9)).toBe(3);
		expect(galleryColumns(undefined, 9)).toBe(3);
	});
	it('keeps a chosen number within 1..min(20, images)', () => {
		expect(maxColumns(5)).toBe(5);
		expect(maxColumns(50)).toBe(20);
		expect(galleryColumns(8, 5)).toBe(5);
		expect(galleryColumns(0, 5)).toBe(1);
		expect(galleryColumns(30, 100)).toBe(20);
	});
});

describe('galleryCorners', () => {
	it('keeps 0..20 px, and none for circles', () => {
		expect(galleryCorners(8, 'rectangular')).toBe(8);
		expect(galleryCorners(40, 'square')).toBe(20);
		expect(galleryCorners(-3, 'columns')).toBe(0);
		expect(galleryCorners(8, 'circle')).toBe(0);
	});
});

describe('savedImages', () => {
	it('leaves out images still uploading and images without an address', () => {
		expect(savedImages([image(1), { id: '2', url: 'blob:http://localhost/2' }, { id: '3' }])).toEqual([
			image(1),
		]);
	});
});

describe('galleryRows', () => {
	it('is the layout engine’s rows when no widths are recorded', () => {
		const rows = galleryRows(images, { columnWidths: [] });
		expect(rows).toEqual(layoutGallery(sizes, { style: 'rectangular', columns: 3, wide: false }));
	});

	it('lays out wide and full galleries as wide, and the other styles with their columns', () => {
		expect(galleryRows(images, { columnWidths: [], align: 'wide' })).toEqual(
			layoutGallery(sizes, { style: 'rectangular', columns: 3, wide: true })
		);
		expect(galleryRows(images, { columnWidths: [], className: 'is-style-square', columns: 2 })).toEqual(
			layoutGallery(sizes, { style: 'square', columns: 2, wide: false })
		);
	});

	it('uses recorded widths that fit the rows and columns', () => {
		const engine = galleryRows(images, { columnWidths: [] });
		const recorded = engine.map((row) =>
			row.columns.map((_, i, all) => (i === 0 ? 100 - (all.length - 1) : 1))
		);
		const rows = galleryRows(images, { columnWidths: recorded });
		expect(columnWidthsOf(rows)).toEqual(recorded);
		expect(rows.map((row) => row.columns.map((column) => column.images))).toEqual(
			engine.map((row) => row.columns.map((column) => column.images))
		);
	});

	it('leaves aside recorded widths of another layout, or that are not widths', () => {
		const engine = galleryRows(images, { columnWidths: [] });
		expect(galleryRows(images, { columnWidths: [[100]] })).toEqual(engine);
		const broken = columnWidthsOf(engine).map((row) => row.map(() => Number.NaN));
		expect(galleryRows(images, { columnWidths: broken })).toEqual(engine);
	});

	it('reads sizes saved as strings as numbers', () => {
		const read = images.map((one) => ({ ...one, width: String(one.width), height: String(one.height) }));
		expect(galleryRows(read, { columnWidths: [] })).toEqual(galleryRows(images, { columnWidths: [] }));
	});

	it('has no rows for no images', () => {
		expect(galleryRows([], { columnWidths: [] })).toEqual([]);
	});
});
