import type { ImageSize } from './image-files';

/** WordPress's default intermediate sizes: the box each fits in, and whether it is cropped to fill it. */
const SIZES = [
	{ name: 'thumbnail', width: 150, height: 150, crop: true },
	{ name: 'medium', width: 300, height: 300, crop: false },
	{ name: 'large', width: 1024, height: 1024, crop: false },
] as const;

export type IntermediateSizeName = (typeof SIZES)[number]['name'];

export interface IntermediateSize extends ImageSize {
	readonly name: IntermediateSizeName;
	readonly crop: boolean;
}

/**
 * The sizes WordPress would make of an image this big: each only when it is
 * smaller than the image (as WordPress skips sizes that would not shrink it).
 */
export function intermediateSizes(image: ImageSize): IntermediateSize[] {
	return SIZES.flatMap((size): IntermediateSize[] => {
		if (size.crop) {
			return image.width > size.width && image.height > size.height
				? [{ name: size.name, width: size.width, height: size.height, crop: true }]
				: [];
		}
		const scale = Math.min(size.width / image.width, size.height / image.height);
		return scale < 1
			? [
					{
						name: size.name,
						width: Math.max(1, Math.round(image.width * scale)),
						height: Math.max(1, Math.round(image.height * scale)),
						crop: false,
					},
				]
			: [];
	});
}

/** The file name of a size, WordPress's way: `<name>-<width>x<height>.<ext>`. */
export function sizedFileName(fileName: string, size: ImageSize): string {
	return fileName.replace(/(\.[^.]+)$/, `-${size.width}x${size.height}$1`);
}
