import { timingSafeEqual } from 'node:crypto';

import type { Context, Hono } from 'hono';

import { getMapboxKey } from '../../data/map-keys';
import { isTileAddress, type TileAddress } from '../../tiles/render-tile';
import { cachedTile } from '../../tiles/tile-cache';
import { tileStyleOf, type TileStyle } from '../../tiles/tile-styles';
import type { RouteContext } from '../route-context';

/** Where the map tiles live, on the provider's own origin (the playground proxies `/blockyard`). */
export const TILES_PATH = '/blockyard/tiles';

const NUMBER = /^(0|[1-9][0-9]{0,7})$/;

/** `z`, `x` and `y` of the path as a tile of the world, or undefined. */
function tileAddress(z: string, x: string, y: string): TileAddress | undefined {
	if (!NUMBER.test(z) || !NUMBER.test(x) || !NUMBER.test(y)) {
		return undefined;
	}
	const address = { z: Number(z), x: Number(x), y: Number(y) };
	return isTileAddress(address) ? address : undefined;
}

function tile(c: Context, address: TileAddress | undefined, style: TileStyle): Response {
	if (address === undefined) {
		return c.json({ message: 'Tile not found' }, 404);
	}
	return c.body(new Uint8Array(cachedTile(address, style)), 200, {
		'Content-Type': 'image/png',
		'Cache-Control': 'public, max-age=86400',
	});
}

function sameToken(given: string, saved: string): boolean {
	const a = Buffer.from(given);
	const b = Buffer.from(saved);
	return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Map tiles drawn by the provider itself (the real tile hosts are out of reach
 * offline): `openstreetmap/{z}/{x}/{y}.png` and `keyless/{satellite|terrain}/{z}/{x}/{y}.png`, keyless, and
 * `mapbox/{style}/{z}/{x}/{y}?access_token=`, which answers 401 unless the
 * token is the one in force (the site's saved key, else the platform's).
 */
export function mountBlockyardTiles(app: Hono, { db }: RouteContext): void {
	app.get(`${TILES_PATH}/openstreetmap/:z/:x/:file`, (c) => {
		const { z, x, file } = c.req.param();
		const y = /^(.*)\.png$/.exec(file)?.[1] ?? '';
		return tile(c, tileAddress(z, x, y), 'default');
	});

	// Keyless imagery for the satellite and terrain styles, as a site gives the keyless
	// provider: drawn in those styles' looks, so a test tells them from the plain tiles.
	app.get(`${TILES_PATH}/keyless/:style/:z/:x/:file`, (c) => {
		const { style, z, x, file } = c.req.param();
		if (style !== 'satellite' && style !== 'terrain') {
			return c.json({ message: 'Tile not found' }, 404);
		}
		const y = /^(.*)\.png$/.exec(file)?.[1] ?? '';
		return tile(c, tileAddress(z, x, y), style);
	});

	app.get(`${TILES_PATH}/mapbox/:style/:z/:x/:y`, (c) => {
		const token = c.req.query('access_token') ?? '';
		if (token === '') {
			return c.json({ message: 'Not Authorized - No Token' }, 401);
		}
		if (!sameToken(token, getMapboxKey(db).key)) {
			return c.json({ message: 'Not Authorized - Invalid Token' }, 401);
		}
		const { style, z, x, y } = c.req.param();
		return tile(c, tileAddress(z, x, y.replace(/\.png$/, '')), tileStyleOf(style));
	});
}
