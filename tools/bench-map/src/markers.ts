/** A marker as the Map block stores it. */
export interface BenchMarker {
	readonly id: string;
	readonly title: string;
	readonly placeTitle: string;
	readonly caption: string;
	readonly coordinates: { readonly latitude: number; readonly longitude: number };
}

/** How many markers the bench's map holds. */
export const MARKER_COUNT = 1000;

/**
 * `count` markers on a grid over western Europe, 40 to a row, half a degree
 * apart: close enough to cluster when the map shows them all, far enough to
 * spread out when zoomed in.
 */
export function gridMarkers(count: number = MARKER_COUNT): BenchMarker[] {
	return Array.from({ length: count }, (_, index) => ({
		id: `bench-${String(index)}`,
		title: `Place ${String(index + 1)}`,
		placeTitle: `Place ${String(index + 1)}`,
		caption: '',
		coordinates: {
			latitude: 36 + Math.floor(index / 40) * 0.6,
			longitude: -9 + (index % 40) * 0.5,
		},
	}));
}
