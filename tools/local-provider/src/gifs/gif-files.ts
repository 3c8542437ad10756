import { createRequire } from 'node:module';

import { matches } from '../data/word-match';
import { GIF_PALETTE, IndexedFrame } from './indexed-frame';
import { GIF_SCENES, type GifScene } from './scenes';

/** The part of gifenc 1.0.3 used here (it ships no types): an encoder fed indexed frames. */
interface GifEncoderStream {
	writeFrame(
		index: Uint8Array,
		width: number,
		height: number,
		options: { palette?: number[][]; delay?: number; repeat?: number }
	): void;
	finish(): void;
	bytes(): Uint8Array;
}

// Its CommonJS build, the same under Node and Vitest: Node's ESM loader cannot see that
// build's names, and Vitest would pick the ESM build, whose default export differs.
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as {
	GIFEncoder: () => GifEncoderStream;
};

/** A scene's two files: the animation, looping forever, and its first frame alone. */
export interface GifFiles {
	readonly original: Uint8Array;
	readonly still: Uint8Array;
}

const palette = GIF_PALETTE.map((colour) => [...colour]);

function frameAt(scene: GifScene, index: number): IndexedFrame {
	const frame = new IndexedFrame(scene.width, scene.height, 0);
	scene.draw(frame, index / scene.frames);
	return frame;
}

function encode(scene: GifScene, frames: readonly IndexedFrame[]): Uint8Array {
	const gif = GIFEncoder();
	frames.forEach((frame, index) => {
		gif.writeFrame(frame.pixels, scene.width, scene.height, {
			...(index === 0 ? { palette, repeat: frames.length > 1 ? 0 : -1 } : {}),
			delay: scene.delayMs,
		});
	});
	gif.finish();
	return gif.bytes();
}

const cache = new Map<string, GifFiles>();

/**
 * The scene's GIF files, drawn and encoded on first use (a few milliseconds
 * each) and kept for the life of the process: the same bytes every time.
 */
export function gifFiles(scene: GifScene): GifFiles {
	const kept = cache.get(scene.id);
	if (kept) {
		return kept;
	}
	const frames = Array.from({ length: scene.frames }, (_, index) => frameAt(scene, index));
	const files = { original: encode(scene, frames), still: encode(scene, frames.slice(0, 1)) };
	cache.set(scene.id, files);
	return files;
}

/**
 * Scenes whose title or search words hold every word of `query` (each word
 * the start of one, accents and case ignored); every scene for an empty query.
 */
export function searchGifScenes(query: string): GifScene[] {
	return GIF_SCENES.filter((scene) => matches(`${scene.title} ${scene.words.join(' ')}`, query));
}
