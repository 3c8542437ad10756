import * as z from 'zod/mini';

import type { Api } from '../../api';

/** Restaurants the reservation provider found (for the reservation embed). */
export const restaurantSearchSchema = z.looseObject({
	items: z.array(z.looseObject({ rid: z.number(), name: z.string() })),
});
export type RestaurantSearchResult = z.infer<typeof restaurantSearchSchema>;

/** How many restaurants one search asks for. */
export const RESTAURANT_SEARCH_PAGE_SIZE = 20;

export const restaurants = {
	/**
	 * Restaurants matching `query`. The picker throttles its calls (once per 500 ms);
	 * the call itself does not.
	 *
	 * @example
	 * const { items } = await restaurants.search(api, 'pizza');
	 */
	search: (api: Api, query: string, signal?: AbortSignal): Promise<RestaurantSearchResult> =>
		api.restaurantSearch.request('restaurant-search', {
			call: 'restaurants.search',
			searchParams: { query, pageSize: RESTAURANT_SEARCH_PAGE_SIZE },
			schema: restaurantSearchSchema,
			signal,
		}),
};
