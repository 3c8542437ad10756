// What the author does to the images of the gallery, as pure changes of its attributes.
import type { TiledGalleryAttributes, TiledGalleryImage } from '../types';

/** `images` with the one at `index` swapped with its neighbour `by` (-1 backward, 1 forward); unchanged at an end. */
export function moveImage(
	images: readonly TiledGalleryImage[],
	index: number,
	by: -1 | 1
): TiledGalleryImage[] {
	const target = index + by;
	const moved = [...images];
	const [a, b] = [images[index], images[target]];
	if (a === undefined || b === undefined) {
		return moved;
	}
	moved[index] = b;
	moved[target] = a;
	return moved;
}

/** True when the image at `index` may move backward (it is not the first). */
export const canMoveBackward = (index: number): boolean => index > 0;
/** True when the image at `index` may move forward (it is not the last). */
export const canMoveForward = (index: number, count: number): boolean => index < count - 1;

/** The attributes after removing the image at `index`: columns capped to the images left. */
export function removeImage(
	attributes: Pick<TiledGalleryAttributes, 'images' | 'columns'>,
	index: number
): Pick<TiledGalleryAttributes, 'images' | 'columns'> {
	const images = attributes.images.filter((_, i) => i !== index);
	return {
		images,
		columns:
			attributes.columns === undefined
				? undefined
				: Math.max(1, Math.min(images.length, attributes.columns)),
	};
}

/** The most images a gallery holds. */
export const MAX_IMAGES = 2000;

/** The images a gallery keeps of those picked or uploaded: the first {@link MAX_IMAGES}. */
export function capImages<Image>(images: readonly Image[]): Image[] {
	return images.slice(0, MAX_IMAGES);
}
