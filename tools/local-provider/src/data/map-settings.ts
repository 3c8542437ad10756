import type { MapProvider, MapSettings } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { getMapboxKey } from './map-keys';
import { readOption, writeOption } from './option-json';

const OPTION = 'blockyard_maps';

/** The map providers, as the client names them (the runtime imports only types from it). */
export const MAP_PROVIDERS = ['mapbox', 'openstreetmap', 'mapkit'] as const satisfies readonly MapProvider[];

/**
 * What is stored: the provider, the tile templates only once an administrator set them,
 * and the visitors' Mapbox token once one was set (`''`: none).
 */
const storedSchema = z.object({
	provider: z.enum(MAP_PROVIDERS),
	tiles: z.object({
		mapbox: z.optional(z.string()),
		openstreetmap: z.optional(z.string()),
		satellite: z.optional(z.string()),
		terrain: z.optional(z.string()),
	}),
	mapboxToken: z.optional(z.string()),
});
type StoredMapSettings = z.infer<typeof storedSchema>;

/** A new site's provider: the keyless one, so a map works without a token. */
export const DEFAULT_MAP_PROVIDER: MapProvider = 'openstreetmap';

const fallback = (): StoredMapSettings => ({ provider: DEFAULT_MAP_PROVIDER, tiles: {} });

/** The provider's own tiles on `origin` (templates for Leaflet), keyless imagery for satellite and terrain included. */
export const localTileTemplates = (origin: string): Required<MapSettings['tiles']> => ({
	mapbox: `${origin}/blockyard/tiles/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}`,
	openstreetmap: `${origin}/blockyard/tiles/openstreetmap/{z}/{x}/{y}.png`,
	satellite: `${origin}/blockyard/tiles/keyless/satellite/{z}/{x}/{y}.png`,
	terrain: `${origin}/blockyard/tiles/keyless/terrain/{z}/{x}/{y}.png`,
});

/** A Mapbox public token (`pk.`), the only kind a page may show. */
const PUBLIC_TOKEN = /^pk\.[A-Za-z0-9._-]{8,500}$/;

/**
 * The site's map settings; templates not set point at the provider's tiles on `origin`.
 * The visitors' token is the one an administrator set, else the Mapbox key in force
 * (the one the editor draws with), when it is a public one.
 */
export function getMapSettings(db: Database, origin: string): MapSettings {
	const stored = readOption(db, OPTION, storedSchema, fallback);
	const token = stored.mapboxToken ?? getMapboxKey(db).key;
	return {
		provider: stored.provider,
		tiles: { ...localTileTemplates(origin), ...stored.tiles },
		mapboxToken: PUBLIC_TOKEN.test(token) ? token : '',
	};
}

export function updateMapSettings(
	db: Database,
	changes: {
		provider?: MapProvider | undefined;
		tiles?: Partial<MapSettings['tiles']> | undefined;
		mapboxToken?: string | undefined;
	}
): void {
	const stored = readOption(db, OPTION, storedSchema, fallback);
	const mapboxToken = changes.mapboxToken ?? stored.mapboxToken;
	writeOption(db, OPTION, {
		provider: changes.provider ?? stored.provider,
		tiles: { ...stored.tiles, ...changes.tiles },
		...(mapboxToken === undefined ? {} : { mapboxToken }),
	});
}
