import { PNG } from 'pngjs';

import { GIF_PALETTE, IndexedFrame } from '../gifs/indexed-frame';
import { GIF_SCENES } from '../gifs/scenes';

/** Where the stand-in Instagram photos are served: `/instagram-media/<n>.png`. */
export const INSTAGRAM_MEDIA_PATH = '/instagram-media';

/** The photos there are: as many as a gallery shows at most. */
export const INSTAGRAM_PHOTO_COUNT = 30;

/** The side of each (square) photo, in pixels. */
export const INSTAGRAM_PHOTO_SIZE = 320;

/** The moments of a scene the photos show, so each of the 30 differs. */
const MOMENTS = [0.1, 0.45, 0.75];

export interface InstagramPhoto {
	readonly index: number;
	readonly title: string;
}

/** Photo `index` (0 to 29): a moment of one of the provider's GIF scenes. */
export function instagramPhoto(index: number): InstagramPhoto | undefined {
	if (!Number.isInteger(index) || index < 0 || index >= INSTAGRAM_PHOTO_COUNT) {
		return undefined;
	}
	const scene = GIF_SCENES[index % GIF_SCENES.length];
	return scene ? { index, title: scene.title } : undefined;
}

/**
 * How many photos the stand-in account with this keyring id has: the first
 * account 30 (a full gallery), the second 5 (fewer than a gallery asks for),
 * the third none; then again in that order.
 */
export function accountPhotoCount(keyringId: number): number {
	return [INSTAGRAM_PHOTO_COUNT, 5, 0][(keyringId - 1) % 3] ?? 0;
}

/** The account's photos, newest first: each account starts at its own place among the 30. */
export function accountPhotos(keyringId: number): InstagramPhoto[] {
	return Array.from({ length: accountPhotoCount(keyringId) }, (_, n) =>
		instagramPhoto((n + (keyringId - 1) * 7) % INSTAGRAM_PHOTO_COUNT)
	).filter((photo) => photo !== undefined);
}

const cache = new Map<number, Buffer>();

/** The photo's PNG: its scene drawn at twice its size in the middle of a square, made once and kept. */
export function instagramPhotoPng(photo: InstagramPhoto): Buffer {
	const kept = cache.get(photo.index);
	if (kept) {
		return kept;
	}
	const scene = GIF_SCENES[photo.index % GIF_SCENES.length];
	if (!scene) {
		throw new Error(`No scene for photo ${photo.index}.`);
	}
	const frame = new IndexedFrame(scene.width, scene.height, 0);
	scene.draw(frame, MOMENTS[Math.floor(photo.index / GIF_SCENES.length) % MOMENTS.length] ?? 0);
	const size = INSTAGRAM_PHOTO_SIZE;
	const scale = 2;
	const left = Math.floor((size - scene.width * scale) / 2);
	const top = Math.floor((size - scene.height * scale) / 2);
	const png = new PNG({ width: size, height: size });
	for (let y = 0; y < size; y++) {
		for (let x = 0; x < size; x++) {
			const sx = Math.floor((x - left) / scale);
			const sy = Math.floor((y - top) / scale);
			const inside = sx >= 0 && sy >= 0 && sx < scene.width && sy < scene.height;
			const [r, g, b] = GIF_PALETTE[inside ? (frame.pixels[sy * scene.width + sx] ?? 0) : 0] ?? [
				0, 0, 0,
			];
			const at = (y * size + x) * 4;
			png.data[at] = r;
			png.data[at + 1] = g;
			png.data[at + 2] = b;
			png.data[at + 3] = 255;
		}
	}
	const bytes = PNG.sync.write(png);
	cache.set(photo.index, bytes);
	return bytes;
}
