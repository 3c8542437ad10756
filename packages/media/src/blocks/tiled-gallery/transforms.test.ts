import {
	createBlock,
	getBlockType,
	registerBlockType,
	switchToBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerTiledGalleryBlock, TILED_GALLERY_BLOCK_NAME } from './index';
import { fromCoreImage, galleryAttributes } from './transforms';

// Stand-ins of the core blocks' attributes: enough for the conversions to find them.
beforeAll(() => {
	registerTiledGalleryBlock();
	if (!getBlockType('core/image')) {
		registerBlockType('core/image', {
			apiVersion: 3,
			title: 'Image',
			category: 'media',
			attributes: { id: { type: 'number' }, url: { type: 'string' }, alt: { type: 'string' } },
			save: () => null,
		});
	}
	if (!getBlockType('core/gallery')) {
		registerBlockType('core/gallery', {
			apiVersion: 3,
			title: 'Gallery',
			category: 'media',
			attributes: {
				columns: { type: 'number' },
				linkTo: { type: 'string' },
				images: { type: 'array' },
			},
			save: () => null,
		});
	}
});

afterAll(() => {
	unregisterBlockType('core/image');
	unregisterBlockType('core/gallery');
});

describe('fromCoreImage', () => {
	it('keeps an image with an id and an address', () => {
		expect(fromCoreImage({ id: 7, url: 'https://example.com/a.jpg', alt: 'A' })).toEqual({
			alt: 'A',
			id: '7',
			url: 'https://example.com/a.jpg',
		});
	});
	it('drops an image without an id or an address', () => {
		expect(fromCoreImage({ url: 'https://example.com/a.jpg' })).toBeUndefined();
		expect(fromCoreImage({ id: 3 })).toBeUndefined();
	});
	it('derives the ids from the images kept', () => {
		expect(
			galleryAttributes([fromCoreImage({ id: 2, url: 'https://e.com/b.jpg' }), undefined]).ids
		).toEqual([2]);
	});
});

describe('conversions', () => {
	it('turns a core gallery into a tiled gallery, keeping only images with an id and an address', () => {
		const gallery = createBlock('core/gallery', { columns: 2, linkTo: 'media' }, [
			createBlock('core/image', { id: 1, url: 'https://example.com/1.jpg', alt: 'One' }),
			createBlock('core/image', { url: 'https://example.com/no-id.jpg' }),
			createBlock('core/image', { id: 2 }),
			createBlock('core/image', { id: 3, url: 'https://example.com/3.jpg' }),
		]);
		const [tiled] = switchToBlockType(gallery, TILED_GALLERY_BLOCK_NAME) ?? [];
		expect(tiled?.name).toBe(TILED_GALLERY_BLOCK_NAME);
		expect(tiled?.attributes).toMatchObject({
			ids: [1, 3],
			columns: 2,
			linkTo: 'media',
			images: [
				{ id: '1', url: 'https://example.com/1.jpg', alt: 'One' },
				{ id: '3', url: 'https://example.com/3.jpg', alt: '' },
			],
		});
	});

	it('turns several core images into one tiled gallery', () => {
		const images = [
			createBlock('core/image', { id: 4, url: 'https://example.com/4.jpg' }),
			createBlock('core/image', { id: 5, url: 'https://example.com/5.jpg' }),
		];
		const [tiled] = switchToBlockType(images, TILED_GALLERY_BLOCK_NAME) ?? [];
		expect(tiled?.attributes).toMatchObject({ ids: [4, 5] });
	});

	it('turns a tiled gallery back into a core gallery of images', () => {
		const tiled = createBlock(TILED_GALLERY_BLOCK_NAME, {
			images: [
				{ id: '1', url: 'https://example.com/1.jpg', alt: 'One' },
				{ id: '2', url: 'blob:http://localhost/2' },
			],
			ids: [1, 2],
		});
		const [gallery] = switchToBlockType(tiled, 'core/gallery') ?? [];
		expect(gallery?.name).toBe('core/gallery');
		expect(gallery?.innerBlocks.map((block) => block.attributes)).toEqual([
			{ id: 1, url: 'https://example.com/1.jpg', alt: 'One' },
		]);
	});
});
