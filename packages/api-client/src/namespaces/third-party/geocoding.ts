import * as z from 'zod/mini';

import type { Transport } from '../../transport';

const coordinates = z.tuple([z.number(), z.number()]);

/** A place the maps provider found, for the map: `center` or `geometry.coordinates` are `[lng, lat]`. */
export const geocodingSchema = z.looseObject({
	features: z.array(
		z.looseObject({
			id: z.string(),
			text: z.string(),
			place_name: z.string(),
			center: z.optional(coordinates),
			geometry: z.optional(z.looseObject({ coordinates })),
		})
	),
});
export type GeocodingResult = z.infer<typeof geocodingSchema>;

export function geocodingCalls(transport: Transport) {
	return {
		/**
		 * Places matching `query`, from the maps provider with the site's access token.
		 * A refusal raises an `ApiError` carrying the provider's message.
		 *
		 * @example
		 * const { features } = await client.geocoding.search('Lisbon', token);
		 */
		search: (query: string, accessToken: string, signal?: AbortSignal): Promise<GeocodingResult> =>
			transport.request(`${encodeURIComponent(query)}.json`, {
				call: 'geocoding.search',
				searchParams: { access_token: accessToken },
				schema: geocodingSchema,
				signal,
			}),
	};
}
