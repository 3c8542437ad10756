import type { MapPlace } from '@blockyard/api-client';

import type { MapMarker } from './types';

/** A new marker for a found place: titled with its name, captioned with its full name. */
export function markerFromPlace(place: MapPlace): MapMarker {
	return {
		id: place.id,
		title: place.text,
		placeTitle: place.text,
		caption: place.place_name,
		coordinates: { longitude: place.center[0], latitude: place.center[1] },
	};
}

/** The list with `marker` added at the end; the same list when a marker of that id is on it. */
export function addMarker(markers: readonly MapMarker[], marker: MapMarker): readonly MapMarker[] {
	return markers.some((existing) => existing.id === marker.id) ? markers : [...markers, marker];
}

/** The list with the title or caption of the marker `id` changed. */
export function editMarker(
	markers: readonly MapMarker[],
	id: string,
	change: Partial<Pick<MapMarker, 'title' | 'caption'>>
): readonly MapMarker[] {
	return markers.map((marker) => (marker.id === id ? { ...marker, ...change } : marker));
}

/** The list without the marker `id`. */
export function deleteMarker(markers: readonly MapMarker[], id: string): readonly MapMarker[] {
	return markers.filter((marker) => marker.id !== id);
}
