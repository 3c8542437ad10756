import * as z from 'zod/mini';

import type { Api } from '../../api';
import { withErrorCode } from '../../errors/with-error-code';
import {
	clampGeocodeLimit,
	mapFeatureSchema,
	toMapPlace,
	type MapGeocode,
	type MapGeocodeQuery,
} from '../hosted/maps';

/**
 * The maps provider's geocoding answer (for the map block): places with `center` or only
 * `geometry.coordinates` (`[lng, lat]`), read as one place type.
 */
export const geocodingSchema = z.looseObject({ features: z.array(mapFeatureSchema) });

/** The code of a refusal of the maps provider's, whose message is the provider's own. */
export const MAPBOX_ERROR = 'mapbox_error';

export const geocoding = {
	/**
	 * Places matching `query`, from the maps provider's geocoding with the access token
	 * (`{root}{query}.json?access_token=…&limit=…`), at most ten. A blank query finds
	 * nothing and asks nothing. A refusal raises an `ApiError` of code `mapbox_error`
	 * carrying the provider's message.
	 *
	 * @example
	 * const { features } = await geocoding.search(api, { query: 'Lisbon', limit: 5 }, token);
	 */
	search: async (
		api: Api,
		search: string | MapGeocodeQuery,
		accessToken: string,
		signal?: AbortSignal
	): Promise<MapGeocode> => {
		const { query, limit } = typeof search === 'string' ? { query: search, limit: undefined } : search;
		const text = query.trim();
		if (text === '') {
			return { features: [] };
		}
		const { features } = await withErrorCode(
			api.geocoding.request(`${encodeURIComponent(text)}.json`, {
				call: 'geocoding.search',
				searchParams: { access_token: accessToken, limit: clampGeocodeLimit(limit) },
				schema: geocodingSchema,
				signal,
			}),
			MAPBOX_ERROR
		);
		return { features: features.slice(0, clampGeocodeLimit(limit)).map(toMapPlace) };
	},
};
