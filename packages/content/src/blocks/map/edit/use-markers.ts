import type { MapPlace } from '@blockyard/api-client';
import type { BlockEditProps } from '@wordpress/blocks';
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';

import { addMarker, deleteMarker, editMarker, markerFromPlace } from '../markers';
import { validMarkers } from '../saved-markers';
import type { MapAttributes, MapMarker } from '../types';
import { zoomAfterMarkerChange } from '../zoom';

export type MarkerChange = Partial<Pick<MapMarker, 'title' | 'caption'>>;

export interface Markers {
	/** The block's valid markers. */
	readonly markers: readonly MapMarker[];
	/** The marker whose popup is open. */
	readonly activeId: string | undefined;
	readonly setActiveId: (id: string | undefined) => void;
	/** Adds a place as a marker (unless it is on the map already) and opens its popup. */
	readonly addPlace: (place: MapPlace) => void;
	readonly changeMarker: (id: string, change: MarkerChange) => void;
	/** Deletes a marker, closing the open popup. */
	readonly deleteMarker: (id: string) => void;
}

/**
 * The map's markers, and the one whose popup is open. A change of markers stores them
 * with the zoom that follows (a map fitted to several that is left with one comes back
 * at the single marker's zoom).
 */
export function useMarkers(
	{ points, zoom }: Pick<MapAttributes, 'points' | 'zoom'>,
	setAttributes: BlockEditProps<MapAttributes>['setAttributes']
): Markers {
	const markers = useMemo(() => validMarkers(points), [points]);
	const [activeId, setActiveId] = useState<string | undefined>();

	const latest = useRef({ markers, zoom });
	latest.current = { markers, zoom };
	const setMarkers = useCallback(
		(next: readonly MapMarker[]) => {
			const { markers: previous, zoom: current } = latest.current;
			setAttributes({
				points: [...next],
				zoom: zoomAfterMarkerChange(previous.length, next.length, current),
			});
		},
		[setAttributes]
	);
	const addPlace = useCallback(
		(place: MapPlace) => {
			const marker = markerFromPlace(place);
			setMarkers(addMarker(latest.current.markers, marker));
			setActiveId(marker.id);
		},
		[setMarkers]
	);
	const changeMarker = (id: string, change: MarkerChange) => setMarkers(editMarker(markers, id, change));
	const removeMarker = (id: string) => {
		setActiveId(undefined);
		setMarkers(deleteMarker(markers, id));
	};

	return { markers, activeId, setActiveId, addPlace, changeMarker, deleteMarker: removeMarker };
}
