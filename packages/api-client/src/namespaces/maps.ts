import * as z from 'zod/mini';

import type { Api } from '../api';

/** The map providers, the token-based one first (terrain needs it). */
export const MAP_PROVIDERS = ['mapbox', 'openstreetmap'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

/** The map styles a map block offers. */
export const MAP_STYLES = ['default', 'black_and_white', 'satellite', 'terrain'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/**
 * The Mapbox style id of each map style: what replaces `{style}` in the
 * `mapbox` tile template (the local provider's tiles take these or the style's own name).
 */
export const MAPBOX_STYLE_IDS: Readonly<Record<MapStyle, string>> = {
	default: 'streets-v12',
	black_and_white: 'light-v11',
	satellite: 'satellite-streets-v12',
	terrain: 'outdoors-v12',
};

/**
 * `GET blockyard/v1/maps/settings` on the site: the site's map provider and the
 * Leaflet tile templates of both providers (`{z}`, `{x}`, `{y}`; the `mapbox`
 * one also `{style}` and `{accessToken}`).
 */
export const mapSettingsSchema = z.object({
	provider: z.enum(MAP_PROVIDERS),
	tiles: z.object({ mapbox: z.string(), openstreetmap: z.string() }),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** What a site administrator may change: any of the fields, the templates one by one. */
export interface MapSettingsChanges {
	readonly provider?: MapProvider | undefined;
	readonly tiles?: Partial<MapSettings['tiles']> | undefined;
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
