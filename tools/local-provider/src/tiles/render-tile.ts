import { PNG } from 'pngjs';

import { TILE_LOOKS, type TileStyle } from './tile-styles';
import { landRings, latitudeAt, mercatorX, mercatorY } from './world-outline';

/** Tiles are 256 pixels square, as Leaflet expects. */
export const TILE_SIZE = 256;
/** The deepest zoom a map block offers. */
export const MAX_ZOOM = 22;

export interface TileAddress {
	readonly z: number;
	readonly x: number;
	readonly y: number;
}

/** Whether `z/x/y` names a tile of the world: z from 0 to {@link MAX_ZOOM}, x and y within 2^z. */
export function isTileAddress({ z, x, y }: TileAddress): boolean {
	const span = 2 ** z;
	return (
		Number.isInteger(z) &&
		Number.isInteger(x) &&
		Number.isInteger(y) &&
		z >= 0 &&
		z <= MAX_ZOOM &&
		x >= 0 &&
		x < span &&
		y >= 0 &&
		y < span
	);
}

/**
 * Which pixels of the tile are land: a scanline fill (even-odd) of the land
 * rings it overlaps, sampled at pixel centres. Edges right of the tile are
 * left out (they only close spans past its edge); edges left of it still count.
 */
function landMask({ z, x, y }: TileAddress): Uint8Array {
	const scale = 2 ** z * TILE_SIZE;
	const left = x / 2 ** z;
	const top = y / 2 ** z;
	const right = (x + 1) / 2 ** z;
	const bottom = (y + 1) / 2 ** z;
	const crossings: number[][] = Array.from({ length: TILE_SIZE }, () => []);
	for (const ring of landRings()) {
		if (ring.maxX < left || ring.minX > right || ring.maxY < top || ring.minY > bottom) {
			continue;
		}
		const { points } = ring;
		const count = points.length / 2;
		for (let i = 0; i < count; i += 1) {
			const j = (i + 1) % count;
			const x0 = (points[i * 2]! - left) * scale;
			const y0 = (points[i * 2 + 1]! - top) * scale;
			const x1 = (points[j * 2]! - left) * scale;
			const y1 = (points[j * 2 + 1]! - top) * scale;
			if ((x0 >= TILE_SIZE && x1 >= TILE_SIZE) || y0 === y1) {
				continue;
			}
			const first = Math.max(0, Math.ceil(Math.min(y0, y1) - 0.5));
			const last = Math.min(TILE_SIZE - 1, Math.ceil(Math.max(y0, y1) - 0.5) - 1);
			for (let row = first; row <= last; row += 1) {
				const centre = row + 0.5;
				crossings[row]!.push(x0 + ((centre - y0) / (y1 - y0)) * (x1 - x0));
			}
		}
	}
	const mask = new Uint8Array(TILE_SIZE * TILE_SIZE);
	crossings.forEach((xs, row) => {
		xs.sort((a, b) => a - b);
		if (xs.length % 2 === 1) {
			// The span's closing edge lies right of the tile, left out above.
			xs.push(TILE_SIZE);
		}
		for (let k = 0; k + 1 < xs.length; k += 2) {
			const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
			const to = Math.min(TILE_SIZE - 1, Math.ceil(xs[k + 1]! - 0.5) - 1);
			mask.fill(
				1,
				row * TILE_SIZE + from,
				from <= to ? row * TILE_SIZE + to + 1 : row * TILE_SIZE + from
			);
		}
	});
	return mask;
}

const STEPS = [
	30, 15, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001,
];

/** Graticule spacing in degrees: two to four lines across a tile. */
function graticuleStep(z: number): number {
	const tileDegrees = 360 / 2 ** z;
	return STEPS.find((step) => step <= tileDegrees / 2) ?? STEPS[STEPS.length - 1]!;
}

/** The pixel rows or columns where multiples of `step` (from `min` to `max` degrees) fall in the tile. */
function linePixels(
	step: number,
	min: number,
	max: number,
	toWorld: (degrees: number) => number,
	offset: number,
	scale: number
): Set<number> {
	const pixels = new Set<number>();
	for (let index = Math.ceil(min / step); index * step <= max; index += 1) {
		const pixel = Math.floor((toWorld(index * step) - offset) * scale);
		if (pixel >= 0 && pixel < TILE_SIZE) {
			pixels.add(pixel);
		}
	}
	return pixels;
}

/** The tile as RGB pixels: water, land (coloured by latitude), coasts and a graticule. */
export function renderTilePixels(address: TileAddress, style: TileStyle): Buffer {
	const look = TILE_LOOKS[style];
	const { z, x, y } = address;
	const scale = 2 ** z * TILE_SIZE;
	const mask = landMask(address);
	const west = (x / 2 ** z) * 360 - 180;
	const east = ((x + 1) / 2 ** z) * 360 - 180;
	const north = latitudeAt(y / 2 ** z);
	const south = latitudeAt((y + 1) / 2 ** z);
	const step = graticuleStep(z);
	const columns = linePixels(step, west, east, mercatorX, x / 2 ** z, scale);
	const rows = linePixels(step, south, north, mercatorY, y / 2 ** z, scale);
	const pixels = Buffer.alloc(TILE_SIZE * TILE_SIZE * 4);
	for (let row = 0; row < TILE_SIZE; row += 1) {
		const land = look.land(latitudeAt((y + (row + 0.5) / TILE_SIZE) / 2 ** z));
		for (let column = 0; column < TILE_SIZE; column += 1) {
			const index = row * TILE_SIZE + column;
			let colour = look.water;
			if (mask[index]) {
				const coast =
					(column > 0 && !mask[index - 1]) ||
					(column < TILE_SIZE - 1 && !mask[index + 1]) ||
					(row > 0 && !mask[index - TILE_SIZE]) ||
					(row < TILE_SIZE - 1 && !mask[index + TILE_SIZE]);
				colour = coast ? look.coast : land;
			}
			if (columns.has(column) || rows.has(row)) {
				colour = look.graticule;
			}
			pixels[index * 4] = colour[0];
			pixels[index * 4 + 1] = colour[1];
			pixels[index * 4 + 2] = colour[2];
			pixels[index * 4 + 3] = 255;
		}
	}
	return pixels;
}

/** The tile as a PNG (RGB, no transparency). */
export function renderTile(address: TileAddress, style: TileStyle): Buffer {
	const png = new PNG({ width: TILE_SIZE, height: TILE_SIZE });
	png.data = renderTilePixels(address, style);
	return PNG.sync.write(png, { colorType: 2 });
}
