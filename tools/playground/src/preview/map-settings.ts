import { hostedMapbox, siteMaps, type Api, type MapSettings } from '@blockyard/api-client';

const MAP_SELECTOR = '.wp-block-blockyard-map';

/**
 * Gives each map in `root` the site's map settings, as the plugin's render filter
 * does in WordPress (`includes/map-block.php`): the site's provider, both tile
 * templates and, when a map there may be drawn by Mapbox, the site's token.
 */
export function addMapSettings(root: ParentNode, settings: MapSettings, mapboxToken: string): void {
	for (const map of root.querySelectorAll<HTMLElement>(MAP_SELECTOR)) {
		map.dataset.provider = settings.provider;
		map.dataset.tilesOpenstreetmap = settings.tiles.openstreetmap;
		map.dataset.tilesMapbox = settings.tiles.mapbox;
		if (mapboxToken !== '') {
			map.dataset.mapboxToken = mapboxToken;
		}
	}
}

/** Reads the site's map settings (and the token, if Mapbox may draw) for the maps in `root`; none, nothing read. */
export async function loadMapSettings(root: ParentNode, api: Api): Promise<void> {
	const maps = Array.from(root.querySelectorAll<HTMLElement>(MAP_SELECTOR));
	if (maps.length === 0) {
		return;
	}
	const settings = await siteMaps.settings(api);
	const mayUseMapbox =
		settings.provider === 'mapbox' ||
		document.cookie.includes('map_provider=mapbox') ||
		maps.some((map) => map.dataset.mapStyle === 'terrain');
	const token = mayUseMapbox
		? await hostedMapbox.get(api).then(
				(key) => key.service_api_key,
				() => ''
			)
		: '';
	addMapSettings(root, settings, token);
}
