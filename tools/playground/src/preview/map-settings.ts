import { isMapboxPublicToken, siteMaps, type Api, type MapSettings } from '@blockyard/api-client';

const MAP_SELECTOR = '.wp-block-blockyard-map';

/** The site's visitors' MapKit token route, under its REST root (the plugin's, and the local provider's). */
const MAPKIT_TOKEN_ROUTE = 'blockyard/v1/maps/mapkit-token';

/**
 * Gives each map in `root` the site's map settings, as the plugin's render filter
 * does in WordPress (`includes/map-block.php`): the site's provider, the tile template
 * of each provider and style the site has, its public Mapbox token (never another kind), and on
 * a MapKit site the address of the visitors' MapKit token route under `siteRoot` (never a token).
 */
export function addMapSettings(root: ParentNode, settings: MapSettings, siteRoot?: string): void {
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
		if (settings.provider === 'mapkit' && siteRoot !== undefined) {
			map.dataset.mapkitTokenUrl = new URL(MAPKIT_TOKEN_ROUTE, siteRoot).href;
		}
	}
}

/** Reads the site's map settings for the maps in `root`; none, nothing read. */
export async function loadMapSettings(root: ParentNode, api: Api): Promise<void> {
	if (root.querySelector(MAP_SELECTOR) === null) {
		return;
	}
	addMapSettings(root, await siteMaps.settings(api), api.roots.site);
}
