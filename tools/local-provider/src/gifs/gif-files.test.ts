import { describe, expect, it } from 'vitest';

import { gifStructure } from '../testing/gif-structure';
import { gifFiles, searchGifScenes } from './gif-files';
import { IndexedFrame } from './indexed-frame';
import { GIF_SCENES } from './scenes';

describe('the provider GIFs', () => {
	it('are a dozen or so animated scenes with ids of letters and digits', () => {
		expect(GIF_SCENES.length).toBeGreaterThanOrEqual(12);
		expect(new Set(GIF_SCENES.map((scene) => scene.id)).size).toBe(GIF_SCENES.length);
		for (const scene of GIF_SCENES) {
			expect(scene.id).toMatch(/^[A-Za-z0-9]+$/);
		}
	});

	it.each(GIF_SCENES.map((scene) => [scene.id, scene] as const))(
		'%s is a looping GIF of its size, every frame with its delay, and a one-frame still',
		(_id, scene) => {
			const { original, still } = gifFiles(scene);
			expect(gifStructure(original)).toEqual({
				version: 'GIF89a',
				width: scene.width,
				height: scene.height,
				frames: scene.frames,
				delaysMs: Array.from({ length: scene.frames }, () => scene.delayMs),
				loops: true,
			});
			expect(gifStructure(still)).toMatchObject({
				width: scene.width,
				height: scene.height,
				frames: 1,
			});
		}
	);

	it('move: frames drawn at different moments differ', () => {
		for (const scene of GIF_SCENES) {
			const at = (t: number): Uint8Array => {
				const frame = new IndexedFrame(scene.width, scene.height, 0);
				scene.draw(frame, t);
				return frame.pixels;
			};
			expect(Buffer.from(at(0)).equals(Buffer.from(at(1 / 3))), scene.id).toBe(false);
		}
	});

	it('are drawn the same way every time', () => {
		const [scene] = GIF_SCENES;
		const first = gifFiles(scene!).original;
		const frame = new IndexedFrame(scene!.width, scene!.height, 0);
		scene!.draw(frame, 0);
		const again = new IndexedFrame(scene!.width, scene!.height, 0);
		scene!.draw(again, 0);
		expect(again.pixels).toEqual(frame.pixels);
		expect(gifFiles(scene!).original).toBe(first);
	});

	it('are found by the words of their titles and tags', () => {
		expect(searchGifScenes('ball').map((scene) => scene.id)).toEqual(['bouncingball']);
		expect(searchGifScenes('OCEAN wave').map((scene) => scene.id)).toEqual(['oceanwaves']);
		expect(searchGifScenes('party').map((scene) => scene.id)).toEqual(['rainbowstripes', 'fireworks']);
		expect(searchGifScenes('zebra')).toEqual([]);
		expect(searchGifScenes('')).toHaveLength(GIF_SCENES.length);
	});
});
