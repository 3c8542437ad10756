// What an image's <img> carries for its place in the gallery, in the saved markup and the
// editor alike: a resized `src`, its `srcset` and `sizes`, and its size in pixels.
import { MAX_IMAGE_RESIZE, resizedImageUrl } from '@blockyard/api-client';

import { imageSize } from './gallery-layout';
import type { GalleryStyle } from './layout';
import { srcSet } from './srcset';
import type { TiledGalleryImage } from './types';

export interface GalleryImageProps {
	readonly src: string;
	readonly srcSet?: string;
	readonly sizes?: string;
	readonly width?: number;
	readonly height?: number;
}

const size = (value: unknown): number | undefined => {
	const pixels = imageSize(value);
	return pixels === undefined ? undefined : Math.max(1, Math.round(pixels));
};

/**
 * The `<img>` attributes of `image` in a column `columnWidth` % of the row wide. Square and
 * circle tiles are cropped to a square of the image's shorter side; the other styles keep the
 * whole image. An image of unknown size, or an address that cannot be resized, is shown as it is.
 */
export function galleryImageProps(
	image: TiledGalleryImage,
	style: GalleryStyle,
	columnWidth: number
): GalleryImageProps {
	const url = image.url ?? '';
	const width = size(image.width);
	const height = size(image.height);
	if (width === undefined || height === undefined) {
		return { src: url };
	}
	const square = style === 'square' || style === 'circle';
	const side = Math.min(width, height);
	const set = square ? srcSet(url, side, side) : srcSet(url, width);
	const largest = Math.min(MAX_IMAGE_RESIZE, square ? side : width);
	return {
		src: square
			? resizedImageUrl(url, { width: largest, height: largest })
			: resizedImageUrl(url, { width: largest }),
		...(set === undefined
			? {}
			: { srcSet: set, sizes: `${Math.max(1, Math.min(100, Math.ceil(columnWidth)))}vw` }),
		width: square ? side : width,
		height: square ? side : height,
	};
}
