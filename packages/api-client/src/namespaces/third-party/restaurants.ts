import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** Restaurants the reservation provider found, for the reservation embed. */
export const restaurantSearchSchema = z.looseObject({
	items: z.array(z.looseObject({ rid: z.number(), name: z.string() })),
});
export type RestaurantSearchResult = z.infer<typeof restaurantSearchSchema>;

/** How many restaurants one search asks for. */
export const RESTAURANT_SEARCH_PAGE_SIZE = 20;

export function restaurantsCalls(transport: Transport) {
	return {
		/**
		 * Restaurants matching `query`. The picker throttles its calls (once per 500 ms);
		 * the call itself does not.
		 *
		 * @example
		 * const { items } = await client.restaurants.search('pizza');
		 */
		search: (query: string, signal?: AbortSignal): Promise<RestaurantSearchResult> =>
			transport.request('restaurant-search', {
				call: 'restaurants.search',
				searchParams: { query, pageSize: RESTAURANT_SEARCH_PAGE_SIZE },
				schema: restaurantSearchSchema,
				signal,
			}),
	};
}
