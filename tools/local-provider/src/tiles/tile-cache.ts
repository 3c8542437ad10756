import { renderTile, type TileAddress } from './render-tile';
import type { TileStyle } from './tile-styles';

/** How many tiles are kept (about 2-15 KB each). */
export const TILE_CACHE_SIZE = 1024;

const cache = new Map<string, Buffer>();

/**
 * The tile's PNG, rendered once and kept (least recently used out first): a
 * map's tiles are asked for again on every pan and every page.
 */
export function cachedTile(address: TileAddress, style: TileStyle): Buffer {
	const key = `${style}/${address.z}/${address.x}/${address.y}`;
	const kept = cache.get(key);
	if (kept !== undefined) {
		cache.delete(key);
		cache.set(key, kept);
		return kept;
	}
	const tile = renderTile(address, style);
	cache.set(key, tile);
	if (cache.size > TILE_CACHE_SIZE) {
		const oldest = cache.keys().next().value;
		if (oldest !== undefined) {
			cache.delete(oldest);
		}
	}
	return tile;
}
