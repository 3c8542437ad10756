import { MAP_STYLES, MAPBOX_STYLE_IDS } from '@blockyard/api-client';

import type { MapStyle } from './types';

export const isMapStyle = (value: unknown): value is MapStyle => MAP_STYLES.includes(value as MapStyle);

/** A stored style the map knows; anything else is the default style. */
export const mapStyle = (value: unknown): MapStyle => (isMapStyle(value) ? value : 'default');

/** The Mapbox style each look uses: what replaces `{style}` in the Mapbox tile template. */
export const mapboxStyleId = (style: MapStyle): string => MAPBOX_STYLE_IDS[style];
