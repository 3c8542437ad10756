import { describe, expect, it } from 'vitest';

import {
	canMoveBackward,
	canMoveForward,
	capImages,
	MAX_IMAGES,
	moveImage,
	removeImage,
} from './gallery-actions';

const images = [{ id: '1' }, { id: '2' }, { id: '3' }];

describe('moveImage', () => {
	it('swaps an image with its neighbour', () => {
		expect(moveImage(images, 0, 1).map((image) => image.id)).toEqual(['2', '1', '3']);
		expect(moveImage(images, 2, -1).map((image) => image.id)).toEqual(['1', '3', '2']);
	});
	it('leaves the first backward and the last forward where they are', () => {
		expect(moveImage(images, 0, -1)).toEqual(images);
		expect(moveImage(images, 2, 1)).toEqual(images);
		expect(canMoveBackward(0)).toBe(false);
		expect(canMoveBackward(1)).toBe(true);
		expect(canMoveForward(2, 3)).toBe(false);
		expect(canMoveForward(1, 3)).toBe(true);
	});
});

describe('removeImage', () => {
	it('removes the image and caps the columns to the images left', () => {
		expect(removeImage({ images, columns: 3 }, 1)).toEqual({
			images: [{ id: '1' }, { id: '3' }],
			columns: 2,
		});
		expect(removeImage({ images, columns: 1 }, 0)).toEqual({
			images: [{ id: '2' }, { id: '3' }],
			columns: 1,
		});
		expect(removeImage({ images, columns: undefined }, 0).columns).toBeUndefined();
	});
});

describe('capImages', () => {
	it('keeps the first 2000 images', () => {
		const many = Array.from({ length: 2005 }, (_, i) => ({ id: String(i) }));
		expect(MAX_IMAGES).toBe(2000);
		expect(capImages(many)).toHaveLength(2000);
		expect(capImages(many).at(-1)).toEqual({ id: '1999' });
		expect(capImages(images)).toEqual(images);
	});
});
