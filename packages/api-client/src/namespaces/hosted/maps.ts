import * as z from 'zod/mini';

import type { Api } from '../../api';

/** The most places one search answers with (and the default). */
export const MAP_GEOCODE_LIMIT = 10;

/** `[longitude, latitude]`, in degrees, on the globe. */
const lngLat = z.tuple([
	z.number().check(z.minimum(-180), z.maximum(180)),
	z.number().check(z.minimum(-90), z.maximum(90)),
]);

/**
 * A place as a maps provider answers it: where it is in `center` or, in the GeoJSON
 * shape only, `geometry.coordinates` (both `[longitude, latitude]`); one of them at least.
 */
export const mapFeatureSchema = z
	.looseObject({
		id: z.string(),
		/** The place's own name, e.g. `Lisbon`. */
		text: z.string(),
		/** The name with where it is, e.g. `Lisbon, Portugal`. */
		place_name: z.string(),
		center: z.optional(lngLat),
		geometry: z.optional(z.looseObject({ coordinates: lngLat })),
	})
	.check(
		z.refine(
			(feature) => feature.center !== undefined || feature.geometry !== undefined,
			'A place needs center or geometry.coordinates.'
		)
	);
export type MapFeature = z.infer<typeof mapFeatureSchema>;

/** A place found, whichever shape the provider answered in: `center` is `[longitude, latitude]`. */
export interface MapPlace {
	readonly id: string;
	readonly text: string;
	readonly place_name: string;
	readonly center: readonly [number, number];
}

/** The one place type of a provider's feature: `center`, else `geometry.coordinates`. */
export function toMapPlace(feature: MapFeature): MapPlace {
	const [lng, lat] = feature.center ?? feature.geometry?.coordinates ?? [0, 0];
	return { id: feature.id, text: feature.text, place_name: feature.place_name, center: [lng, lat] };
}

/** `GET wpcom/v2/maps/geocode`: at most {@link MAP_GEOCODE_LIMIT} places, best first. */
export const mapGeocodeSchema = z.looseObject({
	features: z.array(mapFeatureSchema).check(z.maxLength(MAP_GEOCODE_LIMIT)),
});

/** The places of a search, in one shape. */
export interface MapGeocode {
	readonly features: readonly MapPlace[];
}

export interface MapGeocodeQuery {
	/** What the user typed: a place name or the start of one. */
	readonly query: string;
	/** How many places at most, 1 to {@link MAP_GEOCODE_LIMIT} (default). */
	readonly limit?: number | undefined;
}

/** `limit` as a whole number from 1 to {@link MAP_GEOCODE_LIMIT}. */
export const clampGeocodeLimit = (limit: number | undefined): number =>
	limit === undefined || !Number.isFinite(limit)
		? MAP_GEOCODE_LIMIT
		: Math.min(Math.max(Math.trunc(limit), 1), MAP_GEOCODE_LIMIT);

export const hostedMaps = {
	/**
	 * Places whose name starts with the words of `query`, through the provider:
	 * no map token reaches the browser, and a map without a token can search too.
	 * A blank query finds nothing and asks nothing.
	 *
	 * @example
	 * const { features } = await hostedMaps.geocode(api, { query: 'Lisb' });
	 * // [{ id, text: 'Lisbon', place_name: 'Lisbon, Portugal', center: [-9.13, 38.71] }]
	 */
	geocode: async (
		api: Api,
		{ query, limit }: MapGeocodeQuery,
		signal?: AbortSignal
	): Promise<MapGeocode> => {
		if (query.trim() === '') {
			return { features: [] };
		}
		const { features } = await api.hosted.request('maps/geocode', {
			call: 'hostedMaps.geocode',
			searchParams: { query, limit: clampGeocodeLimit(limit) },
			schema: mapGeocodeSchema,
			signal,
		});
		return { features: features.map(toMapPlace) };
	},
};
