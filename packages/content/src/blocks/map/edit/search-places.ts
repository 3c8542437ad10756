import { geocoding, hostedMaps, type MapGeocode } from '@blockyard/api-client';
import type { Api } from '@blockyard/api-client';

/**
 * Places matching `query` from the active provider's search: the maps provider's own
 * geocoding with the token the map is drawn with when there is one (Mapbox), else the
 * keyless search through the site's provider, which needs no token.
 */
export function searchPlaces(
	api: Api,
	{ query, limit }: { readonly query: string; readonly limit: number },
	mapboxToken: string,
	signal: AbortSignal
): Promise<MapGeocode> {
	return mapboxToken === ''
		? hostedMaps.geocode(api, { query, limit }, signal)
		: geocoding.search(api, { query, limit }, mapboxToken, signal);
}
