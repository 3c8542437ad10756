import * as z from 'zod/mini';

import type { Api } from '../api';

import { MAP_PROVIDERS, type MapProvider } from './map-names';

/**
 * `GET blockyard/v1/maps/settings` on the site, the one map setting the editor and the
 * visitor's page both read: the site's map provider, the Leaflet tile templates
 * (`{z}`, `{x}`, `{y}`; the `mapbox` one also `{style}` and `{accessToken}`; `satellite`
 * and `terrain`, keyless imagery for those styles, absent when the site has none) and
 * the public Mapbox token visitors' maps are drawn with (absent or empty: none).
 */
export const mapSettingsSchema = z.object({
	provider: z.enum(MAP_PROVIDERS),
	tiles: z.object({
		mapbox: z.string(),
		openstreetmap: z.string(),
		satellite: z.optional(z.string()),
		terrain: z.optional(z.string()),
	}),
	mapboxToken: z.optional(z.string()),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** What a site administrator may change: any of the fields, the templates one by one; `''` removes the token. */
export interface MapSettingsChanges {
	readonly provider?: MapProvider | undefined;
	readonly tiles?: Partial<MapSettings['tiles']> | undefined;
	readonly mapboxToken?: string | undefined;
}

const PATH = 'blockyard/v1/maps/settings';

export const siteMaps = {
	/**
	 * @example
	 * const { provider, tiles } = await siteMaps.settings(api);
	 * L.tileLayer(tiles.openstreetmap).addTo(map);
	 */
	settings: (api: Api, signal?: AbortSignal): Promise<MapSettings> =>
		api.site.request(PATH, { call: 'siteMaps.settings', schema: mapSettingsSchema, signal }),
	/** Needs the right to manage the site's options; a refused value raises an `ApiError` (400). */
	updateSettings: (api: Api, changes: MapSettingsChanges): Promise<MapSettings> =>
		api.site.request(PATH, {
			call: 'siteMaps.updateSettings',
			method: 'post',
			json: changes,
			schema: mapSettingsSchema,
		}),
};
