// The map block's names and the public-token rule, apart from the settings' schema: a visitor's
// view reads them without loading the schema library.

/**
 * The map providers, the token-based one first (terrain needs it): Mapbox, the keyless
 * OpenStreetMap-style tiles, and Apple's MapKit (its own drawing library, a token per editor).
 */
export const MAP_PROVIDERS = ['mapbox', 'openstreetmap', 'mapkit'] as const;
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

/** A Mapbox public token: what Mapbox itself puts in pages (a secret one starts with `sk.`). */
export const isMapboxPublicToken = (value: string): boolean => /^pk\.[A-Za-z0-9._-]{8,500}$/.test(value);
