import { fitAll, type FitView } from './fit';
import { SINGLE_MARKER_ZOOM } from './constants';
import type { MapCenter, MapCoordinates } from './types';
import { clampZoom } from './zoom-level';

export { clampZoom } from './zoom-level';

/** The zoom setting applies to a map of one marker or none; with more, the map fits them all. */
export const isZoomSettable = (markerCount: number): boolean => markerCount < 2;

/**
 * How a visitor may move the map: with two markers or more it is fitted and its
 * zoom control and wheel zoom are off; otherwise the zoom control is on and the
 * wheel zooms when the author allowed it.
 */
export function interactionFor(
	markerCount: number,
	scrollToZoom: boolean
): { readonly zoomControl: boolean; readonly scrollWheelZoom: boolean } {
	const settable = isZoomSettable(markerCount);
	return { zoomControl: settable, scrollWheelZoom: settable && scrollToZoom };
}

export type MapView =
	| ({ readonly kind: 'fit' } & FitView)
	| { readonly kind: 'center'; readonly center: MapCenter; readonly zoom: number };

/**
 * What the map shows: every marker fitted when there are two or more; the one
 * marker centred at the block's zoom; or the block's centre and zoom.
 *
 * @example
 * mapView([], { lng: 0, lat: 0 }, 13); // { kind: 'center', center: { lng: 0, lat: 0 }, zoom: 13 }
 */
export function mapView(points: readonly MapCoordinates[], center: MapCenter, zoom: number): MapView {
	const [only] = points;
	if (points.length >= 2) {
		const fit = fitAll(points);
		if (fit) {
			return { kind: 'fit', ...fit };
		}
	}
	if (only) {
		return { kind: 'center', center: { lng: only.longitude, lat: only.latitude }, zoom: clampZoom(zoom) };
	}
	return { kind: 'center', center, zoom: clampZoom(zoom) };
}

/**
 * The zoom to store when the number of markers changes: a map that was fitted
 * to several markers and now has one comes back at zoom 12; otherwise the zoom
 * is kept.
 */
export function zoomAfterMarkerChange(previousCount: number, nextCount: number, zoom: number): number {
	return previousCount >= 2 && nextCount === 1 ? SINGLE_MARKER_ZOOM : clampZoom(zoom);
}
