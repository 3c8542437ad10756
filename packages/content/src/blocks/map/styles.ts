import type { MapStyle } from './types';

/**
 * The styles a saved map may name. The same list as the api-client's `MAP_STYLES`, written
 * here so that the block's `save` does not bring the client's schemas into the registration.
 */
const STYLES: readonly MapStyle[] = ['default', 'black_and_white', 'satellite', 'terrain'];

export const isMapStyle = (value: unknown): value is MapStyle => STYLES.includes(value as MapStyle);

/** A stored style the map knows; anything else is the default style. */
export const mapStyle = (value: unknown): MapStyle => (isMapStyle(value) ? value : 'default');
