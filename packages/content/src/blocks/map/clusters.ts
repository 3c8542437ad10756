import Supercluster from 'supercluster';

import type { MapMarker } from './types';

/** How close, in pixels, markers are gathered into one cluster. */
const CLUSTER_RADIUS = 48;
/** From this zoom on every marker is drawn on its own. */
const CLUSTER_MAX_ZOOM = 16;

/** What to draw in one view: single markers and clusters of the others. */
export type VisibleItem =
	| { readonly kind: 'marker'; readonly marker: MapMarker }
	| {
			readonly kind: 'cluster';
			readonly id: number;
			readonly count: number;
			readonly latitude: number;
			readonly longitude: number;
			/** The zoom at which the cluster breaks up: where a click on it goes. */
			readonly expansionZoom: number;
	  };

export interface ViewBounds {
	readonly west: number;
	readonly south: number;
	readonly east: number;
	readonly north: number;
}

export interface MarkerIndex {
	/** What to draw in `bounds` at `zoom`: a thousand markers come down to a few dozen items. */
	visible(bounds: ViewBounds, zoom: number): VisibleItem[];
}

type MarkerProperties = { readonly index: number };

/**
 * The markers in a spatial index (supercluster) that gathers those close
 * together at the current zoom into clusters, so a map of a thousand places
 * draws only what one view needs.
 */
export function indexMarkers(markers: readonly MapMarker[]): MarkerIndex {
	const index = new Supercluster<MarkerProperties, Record<string, never>>({
		radius: CLUSTER_RADIUS,
		maxZoom: CLUSTER_MAX_ZOOM,
	});
	index.load(
		markers.map((marker, position) => ({
			type: 'Feature' as const,
			properties: { index: position },
			geometry: {
				type: 'Point' as const,
				coordinates: [marker.coordinates.longitude, marker.coordinates.latitude],
			},
		}))
	);
	return {
		visible({ west, south, east, north }, zoom) {
			const box: [number, number, number, number] = [
				Math.max(-180, west),
				Math.max(-90, south),
				Math.min(180, east),
				Math.min(90, north),
			];
			return index.getClusters(box, Math.round(zoom)).flatMap((feature): VisibleItem[] => {
				const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
				const properties = feature.properties;
				if ('cluster' in properties && properties.cluster) {
					return [
						{
							kind: 'cluster',
							id: properties.cluster_id,
							count: properties.point_count,
							latitude,
							longitude,
							expansionZoom: index.getClusterExpansionZoom(properties.cluster_id),
						},
					];
				}
				const marker = 'index' in properties ? markers[properties.index] : undefined;
				return marker ? [{ kind: 'marker', marker }] : [];
			});
		},
	};
}
