import { isMapboxPublicToken, safeMediaUrl } from '@blockyard/api-client';
import { validCenter } from './center';
import { element } from './class-names';
import { mapHeight } from './height';
import { markerColor } from './marker-color';
import { validMarkers } from './saved-markers';
import { isMapProvider } from './provider';
import { mapStyle } from './styles';
import { sameOriginTokenUrl } from './mapkit/token-url';
import type { TileTemplates } from './tiles';
import type { MapCenter, MapMarker, MapProvider, MapStyle } from './types';
import { clampZoom } from './zoom';

/** Where the keyless provider's tiles come from when the page does not say. */
export const DEFAULT_OPENSTREETMAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * What the visitor's script draws a saved map from: the block's data attributes
 * and its list of places, plus the site's map settings the server adds when it
 * renders the block (`data-provider`, `data-tiles-openstreetmap`,
 * `data-tiles-mapbox`, `data-tiles-satellite`, `data-tiles-terrain`, `data-mapbox-token`, and
 * `data-mapkit-token-url` on a MapKit site: the address of its visitors' token route).
 */
export interface SavedMap {
	readonly markers: readonly MapMarker[];
	readonly style: MapStyle;
	readonly zoom: number;
	readonly center: MapCenter;
	readonly markerColor: string;
	readonly scrollToZoom: boolean;
	readonly showFullscreenButton: boolean;
	readonly height: number | undefined;
	readonly siteProvider: MapProvider | undefined;
	readonly tiles: TileTemplates;
	readonly mapboxToken: string;
	/** Where a visitor's MapKit token comes from, on the page's own origin; `''`: no MapKit. */
	readonly mapkitTokenUrl: string;
}

const centerFrom = (value: string | undefined): MapCenter => {
	const [lat, lng] = (value ?? '').split(',').map(Number);
	return validCenter({ lat, lng });
};

/** The map saved in `root` (a `.wp-block-blockyard-map` element). */
export function readSavedMap(root: HTMLElement): SavedMap {
	const data = root.dataset;
	const places = Array.from(root.querySelectorAll<HTMLElement>(`.${element('place')}`)).map((place) => ({
		id: place.dataset.id,
		title: place.querySelector(`.${element('place-title')}`)?.textContent ?? '',
		placeTitle: '',
		caption: place.querySelector(`.${element('place-caption')}`)?.textContent ?? '',
		coordinates: { latitude: Number(place.dataset.latitude), longitude: Number(place.dataset.longitude) },
	}));
	return {
		markers: validMarkers(places),
		style: mapStyle(data.mapStyle),
		zoom: clampZoom(data.zoom === undefined ? undefined : Number(data.zoom)),
		center: centerFrom(data.mapCenter),
		markerColor: markerColor(data.markerColor),
		scrollToZoom: data.scrollToZoom === 'true',
		showFullscreenButton: data.showFullscreenButton !== 'false',
		height: mapHeight(data.mapHeight),
		siteProvider: isMapProvider(data.provider) ? data.provider : undefined,
		// The site's tile templates, which the page adds where it renders the block, read as the
		// addresses of images (the saved-output policy): never a script, never protocol-relative.
		tiles: {
			openstreetmap: safeMediaUrl(data.tilesOpenstreetmap) ?? DEFAULT_OPENSTREETMAP_TILES,
			mapbox: safeMediaUrl(data.tilesMapbox) ?? '',
			satellite: safeMediaUrl(data.tilesSatellite) ?? '',
			terrain: safeMediaUrl(data.tilesTerrain) ?? '',
		},
		// Only a public token: a page never draws with anything else the server might print.
		mapboxToken: isMapboxPublicToken(data.mapboxToken ?? '') ? (data.mapboxToken ?? '') : '',
		mapkitTokenUrl: sameOriginTokenUrl(data.mapkitTokenUrl, root.ownerDocument),
	};
}
