import type { MapStyle } from './types';

const STYLES: readonly MapStyle[] = ['default', 'black_and_white', 'satellite', 'terrain'];

export const isMapStyle = (value: unknown): value is MapStyle => STYLES.includes(value as MapStyle);

/** A stored style the map knows; anything else is the default style. */
export const mapStyle = (value: unknown): MapStyle => (isMapStyle(value) ? value : 'default');

/**
 * The Mapbox style each look uses (its `{style}` in the tile template). Without
 * street names, the satellite look drops its labels.
 */
export function mapboxStyleId(style: MapStyle, details: boolean): string {
	switch (style) {
		case 'black_and_white':
			return 'mapbox/light-v11';
		case 'satellite':
			return details ? 'mapbox/satellite-streets-v12' : 'mapbox/satellite-v9';
		case 'terrain':
			return 'mapbox/outdoors-v12';
		default:
			return 'mapbox/streets-v12';
	}
}
