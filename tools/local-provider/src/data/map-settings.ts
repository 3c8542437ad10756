import type { MapProvider, MapSettings } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from './option-json';

const OPTION = 'blockyard_maps';

/** The map providers, as the client names them (the runtime imports only types from it). */
export const MAP_PROVIDERS = ['mapbox', 'openstreetmap'] as const satisfies readonly MapProvider[];

/** What is stored: the provider, and the tile templates only once an administrator set them. */
const storedSchema = z.object({
	provider: z.enum(MAP_PROVIDERS),
	tiles: z.object({ mapbox: z.optional(z.string()), openstreetmap: z.optional(z.string()) }),
});
type StoredMapSettings = z.infer<typeof storedSchema>;

/** A new site's provider: the keyless one, so a map works without a token. */
export const DEFAULT_MAP_PROVIDER: MapProvider = 'openstreetmap';

const fallback = (): StoredMapSettings => ({ provider: DEFAULT_MAP_PROVIDER, tiles: {} });

/** The provider's own tiles on `origin` (templates for Leaflet). */
export const localTileTemplates = (origin: string): MapSettings['tiles'] => ({
	mapbox: `${origin}/blockyard/tiles/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}`,
	openstreetmap: `${origin}/blockyard/tiles/openstreetmap/{z}/{x}/{y}.png`,
});

/** The site's map settings; templates not set point at the provider's tiles on `origin`. */
export function getMapSettings(db: Database, origin: string): MapSettings {
	const stored = readOption(db, OPTION, storedSchema, fallback);
	return { provider: stored.provider, tiles: { ...localTileTemplates(origin), ...stored.tiles } };
}

export function updateMapSettings(
	db: Database,
	changes: { provider?: MapProvider | undefined; tiles?: Partial<MapSettings['tiles']> | undefined }
): void {
	const stored = readOption(db, OPTION, storedSchema, fallback);
	writeOption(db, OPTION, {
		provider: changes.provider ?? stored.provider,
		tiles: { ...stored.tiles, ...changes.tiles },
	});
}
