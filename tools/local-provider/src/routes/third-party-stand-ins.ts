import type { Hono } from 'hono';

import { searchRestaurants } from '../data/restaurants';
import { gazetteer } from '../geo/gazetteer-db';
import { searchPlaces } from '../geo/search-places';
import type { RouteContext } from './route-context';

/** Where the stand-ins live; tests and the playground point the client's roots here. */
export const GEOCODING_STAND_IN = '/geocoding/v5/mapbox.places';
export const RESTAURANT_SEARCH_STAND_IN = '/restaurant-search-provider';

/**
 * Stand-ins for the third-party hosts blocks call directly and that tests cannot
 * reach: the maps provider's geocoding and the reservation provider's restaurant
 * search, answering in those services' shapes: places from the gazetteer (5
 * unless `limit` says up to 10, as the maps provider does), and restaurants
 * from the stand-in's list (`src/data/restaurants.ts`, a few hundred).
 */
export function mountThirdPartyStandIns(app: Hono, _context: RouteContext): void {
	app.get(`${GEOCODING_STAND_IN}/:query`, (c) => {
		if (!c.req.query('access_token')) {
			return c.json({ message: 'Not Authorized - No Token' }, 401);
		}
		const query = decodeURIComponent(c.req.param('query')).replace(/\.json$/, '');
		const limit = Math.min(Math.max(Number(c.req.query('limit')) || 5, 1), 10);
		const features = searchPlaces(gazetteer(), query, limit).map((place) => ({
			...place,
			geometry: { type: 'Point', coordinates: place.center },
		}));
		return c.json({ type: 'FeatureCollection', query: query.split(/\s+/), features });
	});

	app.get(`${RESTAURANT_SEARCH_STAND_IN}/restaurant-search`, (c) => {
		const pageSize = Math.min(Math.max(Number(c.req.query('pageSize')) || 20, 1), 100);
		return c.json({ items: searchRestaurants(c.req.query('query') ?? '', pageSize) });
	});
}
