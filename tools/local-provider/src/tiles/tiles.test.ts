import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { isTileAddress, renderTile } from './render-tile';
import { TILE_LOOKS, tileStyleOf } from './tile-styles';
import { mercatorX, mercatorY } from './world-outline';

const world = PNG.sync.read(renderTile({ z: 0, x: 0, y: 0 }, 'default'));

function colourAt(longitude: number, latitude: number): number[] {
	const index = (Math.floor(mercatorY(latitude) * 256) * 256 + Math.floor(mercatorX(longitude) * 256)) * 4;
	return [...world.data.subarray(index, index + 3)];
}

describe('tiles', () => {
	it('fills the land that crosses 180° on its own side only', () => {
		const land = [...TILE_LOOKS.default.land(0)];
		// Siberia (its ring crosses 180°), and the Arctic Ocean and Pacific beside it.
		expect(colourAt(100, 73)).toEqual(land);
		expect(colourAt(110, 62)).toEqual(land);
		expect(colourAt(-145, 35)).toEqual([...TILE_LOOKS.default.water]);
		expect(colourAt(40, 73)).toEqual([...TILE_LOOKS.default.water]);
	});

	it('takes a map style by its name or its Mapbox style id', () => {
		expect(tileStyleOf('terrain')).toBe('terrain');
		expect(tileStyleOf('outdoors-v12')).toBe('terrain');
		expect(tileStyleOf('satellite-streets-v12')).toBe('satellite');
		expect(tileStyleOf('light-v11')).toBe('black_and_white');
		expect(tileStyleOf('streets-v12')).toBe('default');
		expect(tileStyleOf('constructor')).toBe('default');
	});

	it('knows which tiles exist', () => {
		expect(isTileAddress({ z: 0, x: 0, y: 0 })).toBe(true);
		expect(isTileAddress({ z: 22, x: 2 ** 22 - 1, y: 0 })).toBe(true);
		expect(isTileAddress({ z: 22, x: 2 ** 22, y: 0 })).toBe(false);
		expect(isTileAddress({ z: 23, x: 0, y: 0 })).toBe(false);
		expect(isTileAddress({ z: 1.5, x: 0, y: 0 })).toBe(false);
	});
});
