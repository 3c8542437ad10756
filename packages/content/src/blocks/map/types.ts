import type { MapStyle } from '@blockyard/api-client';

/** A place on the map, as the block stores it. */
export type MapMarker = {
	/** Unique within the block: the geocoder's place id, or one made when the marker was added. */
	readonly id: string;
	/** The name shown in the marker's popup and the list of places; editable. */
	readonly title: string;
	/** The name the geocoder gave the place when it was added. */
	readonly placeTitle: string;
	/** A line under the title; editable. */
	readonly caption: string;
	readonly coordinates: MapCoordinates;
};

/** Where a marker is, in degrees. */
export type MapCoordinates = {
	readonly latitude: number;
	readonly longitude: number;
};

/** The map's centre as the block stores it (longitude first, as geocoders give it). */
export type MapCenter = {
	readonly lng: number;
	readonly lat: number;
};

/**
 * The four looks of the map (`terrain` is drawn by Mapbox only), and who draws
 * the tiles: Mapbox (needs an access token) or OpenStreetMap-style tiles (keyless).
 */
export type { MapProvider, MapStyle } from '@blockyard/api-client';

/** The Map block's attributes, as block.json declares them. */
export type MapAttributes = {
	align?: 'center' | 'wide' | 'full' | undefined;
	points: MapMarker[];
	address: string;
	mapDetails: boolean;
	zoom: number;
	mapCenter: MapCenter;
	markerColor: string;
	mapStyle: MapStyle;
	preview?: boolean | undefined;
	scrollToZoom: boolean;
	mapHeight?: number | undefined;
	showFullscreenButton: boolean;
};
