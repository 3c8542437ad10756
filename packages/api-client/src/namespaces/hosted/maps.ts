import * as z from 'zod/mini';

import type { Api } from '../../api';

/** The most places one search answers with (and the default). */
export const MAP_GEOCODE_LIMIT = 10;

/** A place the provider found: `center` is `[longitude, latitude]`. */
export const mapPlaceSchema = z.looseObject({
	id: z.string(),
	/** The place's own name, e.g. `Lisbon`. */
	text: z.string(),
	/** The name with where it is, e.g. `Lisbon, Portugal`. */
	place_name: z.string(),
	center: z.tuple([
		z.number().check(z.minimum(-180), z.maximum(180)),
		z.number().check(z.minimum(-90), z.maximum(90)),
	]),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

/** `GET wpcom/v2/maps/geocode`: at most {@link MAP_GEOCODE_LIMIT} places, best first. */
export const mapGeocodeSchema = z.looseObject({
	features: z.array(mapPlaceSchema).check(z.maxLength(MAP_GEOCODE_LIMIT)),
});
export type MapGeocode = z.infer<typeof mapGeocodeSchema>;

export interface MapGeocodeQuery {
	/** What the user typed: a place name or the start of one. */
	readonly query: string;
	/** How many places at most, 1 to {@link MAP_GEOCODE_LIMIT} (default). */
	readonly limit?: number | undefined;
}

/** `limit` as a whole number from 1 to {@link MAP_GEOCODE_LIMIT}. */
const clampLimit = (limit: number | undefined): number =>
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
	): Promise<MapGeocode> =>
		query.trim() === ''
			? { features: [] }
			: api.hosted.request('maps/geocode', {
					call: 'hostedMaps.geocode',
					searchParams: { query, limit: clampLimit(limit) },
					schema: mapGeocodeSchema,
					signal,
				}),
};
