import { isMapboxPublicToken, siteMaps, type Api, type MapSettings } from '@blockyard/api-client';

const MAP_SELECTOR = '.wp-block-blockyard-map';

/**
 * Gives each map in `root` the site's map settings, as the plugin's render filter
 * does in WordPress (`includes/map-block.php`): the site's provider, the tile template
 * of each provider and style the site has, and its public Mapbox token (never another kind).
 */
export function addMapSettings(root: ParentNode, settings: MapSettings): void {
	const token = settings.mapboxToken ?? '';
	for (const map of root.querySelectorAll<HTMLElement>(MAP_SELECTOR)) {
		map.dataset.provider = settings.provider;
		map.dataset.tilesOpenstreetmap = settings.tiles.openstreetmap;
		map.dataset.tilesMapbox = settings.tiles.mapbox;
		if (settings.tiles.satellite) {
			map.dataset.tilesSatellite = settings.tiles.satellite;
		}
		if (settings.tiles.terrain) {
			map.dataset.tilesTerrain = settings.tiles.terrain;
		}
		if (isMapboxPublicToken(token)) {
			map.dataset.mapboxToken = token;
		}
	}
}

/** Reads the site's map settings for the maps in `root`; none, nothing read. */
export async function loadMapSettings(root: ParentNode, api: Api): Promise<void> {
	if (root.querySelector(MAP_SELECTOR) === null) {
		return;
	}
	addMapSettings(root, await siteMaps.settings(api));
}
