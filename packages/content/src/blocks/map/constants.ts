import type { MapCenter } from './types';

/** Zoom levels the map offers, and the zoom of a new map. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
export const DEFAULT_ZOOM = 13;
/** The zoom a single marker gets when the map had fitted several before. */
export const SINGLE_MARKER_ZOOM = 12;

/** The map's height: at least this many pixels, in steps of ten. */
export const MIN_HEIGHT = 400;
export const HEIGHT_STEP = 10;

/** San Francisco: where a map with no places is centred. */
export const DEFAULT_CENTER: MapCenter = { lng: -122.41941550000001, lat: 37.7749295 };

export const DEFAULT_MARKER_COLOR = '#ff0000';

/** Place search: how long typing pauses before a search, and how many places it offers. */
export const SEARCH_DEBOUNCE_MS = 250;
export const MAX_SEARCH_RESULTS = 10;
