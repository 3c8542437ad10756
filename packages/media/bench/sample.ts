// The gallery the layout benchmark lays out. Pure.
import type { LayoutImage } from '../src/blocks/tiled-gallery/layout';

/** The size of gallery the engine must lay out fast: the block's limit. */
export const GALLERY_SIZE = 2000;

/** Sizes as cameras and phones give them, by how often a gallery has them. */
const SIZES: readonly (readonly [weight: number, image: LayoutImage])[] = [
	[20, { width: 6000, height: 4000 }],
	[12, { width: 4032, height: 3024 }],
	[8, { width: 1920, height: 1080 }],
	[15, { width: 4000, height: 6000 }],
	[12, { width: 3024, height: 4032 }],
	[8, { width: 1080, height: 1920 }],
	[10, { width: 2048, height: 2048 }],
	[3, { width: 9000, height: 3000 }],
	[2, { width: 12000, height: 3000 }],
	[5, {}],
];
const WEIGHTS = SIZES.reduce((sum, [weight]) => sum + weight, 0);
/** Out of a hundred, images of any size from 1 to 10,000 pixels a side. */
const ANY_SIZE = 5;

/** A small pseudo-random generator (mulberry32) from a fixed start: the same gallery on every run. */
function random(start: number): () => number {
	let state = start >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let value = state;
		value = Math.imul(value ^ (value >>> 15), value | 1);
		value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
		return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
	};
}

/** `count` images of mixed sizes: landscapes, portraits, squares, panoramas, some unknown or odd. */
export function sampleGallery(count: number = GALLERY_SIZE, start = 2000): LayoutImage[] {
	const next = random(start);
	return Array.from({ length: count }, (): LayoutImage => {
		if (next() * 100 < ANY_SIZE) {
			return { width: 1 + Math.floor(next() * 10_000), height: 1 + Math.floor(next() * 10_000) };
		}
		let pick = next() * WEIGHTS;
		for (const [weight, image] of SIZES) {
			pick -= weight;
			if (pick < 0) {
				return image;
			}
		}
		return {};
	});
}
