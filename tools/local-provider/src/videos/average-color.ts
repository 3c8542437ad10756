import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

import sharp from 'sharp';

/** A colour as the player's stylesheet takes it. */
export interface Rgb {
	readonly r: number;
	readonly g: number;
	readonly b: number;
}

/** The average colour of an image (its pixels' mean, each channel rounded), or `undefined` when sharp cannot read it. */
export async function averageColor(bytes: Uint8Array): Promise<Rgb | undefined> {
	try {
		const { channels } = await sharp(bytes).removeAlpha().stats();
		const [r, g, b] = channels;
		if (!r || !g || !b) {
			return undefined;
		}
		return { r: Math.round(r.mean), g: Math.round(g.mean), b: Math.round(b.mean) };
	} catch {
		return undefined;
	}
}

/**
 * The average colour of the poster a video keeps (`/wp-content/uploads/<name>`, read from the
 * uploads folder by its file name only), or `undefined` when it has none that can be read.
 */
export async function posterAverageColor(
	uploadsDir: string,
	posterPath: string | null
): Promise<Rgb | undefined> {
	if (posterPath === null) {
		return undefined;
	}
	const name = basename(posterPath);
	if (!/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/.test(name)) {
		return undefined;
	}
	const bytes = await readFile(join(uploadsDir, name)).catch(() => undefined);
	return bytes ? averageColor(bytes) : undefined;
}

/** `rgb(r, g, b)`. */
export const cssRgb = ({ r, g, b }: Rgb): string => `rgb(${r}, ${g}, ${b})`;

/** Whether text on this colour reads better in black than in white (its relative luminance). */
export const isLight = ({ r, g, b }: Rgb): boolean => 0.2126 * r + 0.7152 * g + 0.0722 * b > 140;
