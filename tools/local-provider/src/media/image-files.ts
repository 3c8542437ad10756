import sharp from 'sharp';

/** The image types the provider can measure and resize (with sharp); an animated GIF stays animated. */
export const RESIZABLE_TYPES: ReadonlySet<string> = new Set([
	'image/jpeg',
	'image/png',
	'image/gif',
	'image/webp',
]);

export interface ImageSize {
	readonly width: number;
	readonly height: number;
}

/** The image's size in pixels (of one frame), or `undefined` when sharp cannot read it. */
export async function imageDimensions(bytes: Uint8Array): Promise<ImageSize | undefined> {
	try {
		const { width, pageHeight, height } = await sharp(bytes, { animated: true }).metadata();
		const frameHeight = pageHeight ?? height;
		return width > 0 && frameHeight > 0 ? { width, height: frameHeight } : undefined;
	} catch {
		return undefined;
	}
}

/**
 * How to resize: `cover` fills exactly `width` × `height`, cropping the middle;
 * `inside` keeps the ratio within the box (one side may be left out). Never
 * enlarges: an image smaller than asked comes back at its own size.
 */
export interface ResizeRequest {
	readonly width?: number | undefined;
	readonly height?: number | undefined;
	readonly fit: 'cover' | 'inside';
	/** 1-100, for JPEG and WebP. */
	readonly quality?: number | undefined;
}

/** The image resized as asked, in its own format (`mimeType`, one of {@link RESIZABLE_TYPES}). */
export async function resizeImage(
	bytes: Uint8Array,
	mimeType: string,
	request: ResizeRequest
): Promise<Buffer> {
	const image = sharp(bytes, { animated: mimeType === 'image/gif' })
		.rotate()
		.resize({
			...(request.width !== undefined ? { width: request.width } : {}),
			...(request.height !== undefined ? { height: request.height } : {}),
			fit: request.fit,
			withoutEnlargement: true,
		});
	const quality = request.quality ?? 82;
	switch (mimeType) {
		case 'image/png':
			return image.png().toBuffer();
		case 'image/gif':
			return image.gif().toBuffer();
		case 'image/webp':
			return image.webp({ quality }).toBuffer();
		default:
			return image.jpeg({ quality }).toBuffer();
	}
}
