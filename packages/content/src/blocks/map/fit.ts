import type { MapCoordinates } from './types';

/** Room left around the markers when the map fits them all, in pixels. */
export const FIT_PADDING = { top: 80, bottom: 80, left: 40, right: 40 } as const;

/** How much wider and taller than the markers' own span the fitted area is. */
export const FIT_SPAN_FACTOR = 1.3;

/** The smallest span fitted, in degrees, so markers on one spot do not zoom the map to its limit. */
const MIN_SPAN = 0.005;

const MAX_LATITUDE = 85;

/** `[[south, west], [north, east]]`, in degrees, as Leaflet's `fitBounds` takes it. */
export type Bounds = readonly [readonly [number, number], readonly [number, number]];

export interface FitView {
	readonly bounds: Bounds;
	/** Leaflet's `[x, y]` padding: left and top, then right and bottom. */
	readonly paddingTopLeft: readonly [number, number];
	readonly paddingBottomRight: readonly [number, number];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The area that shows every marker: their bounding box grown to 1.3 times its
 * span around its centre, fitted with 80 px above and below and 40 px on each
 * side. `undefined` without markers.
 *
 * @example
 * fitAll([{ latitude: 0, longitude: 0 }, { latitude: 10, longitude: 20 }]).bounds;
 * // [[-1.5, -3], [11.5, 23]]
 */
export function fitAll(points: readonly MapCoordinates[]): FitView | undefined {
	if (points.length === 0) {
		return undefined;
	}
	const latitudes = points.map((point) => point.latitude);
	const longitudes = points.map((point) => point.longitude);
	const south = Math.min(...latitudes);
	const north = Math.max(...latitudes);
	const west = Math.min(...longitudes);
	const east = Math.max(...longitudes);
	const halfHeight = (Math.max(north - south, MIN_SPAN) * FIT_SPAN_FACTOR) / 2;
	const halfWidth = (Math.max(east - west, MIN_SPAN) * FIT_SPAN_FACTOR) / 2;
	const middle = { lat: (south + north) / 2, lng: (west + east) / 2 };
	return {
		bounds: [
			[
				clamp(middle.lat - halfHeight, -MAX_LATITUDE, MAX_LATITUDE),
				clamp(middle.lng - halfWidth, -180, 180),
			],
			[
				clamp(middle.lat + halfHeight, -MAX_LATITUDE, MAX_LATITUDE),
				clamp(middle.lng + halfWidth, -180, 180),
			],
		],
		paddingTopLeft: [FIT_PADDING.left, FIT_PADDING.top],
		paddingBottomRight: [FIT_PADDING.right, FIT_PADDING.bottom],
	};
}
