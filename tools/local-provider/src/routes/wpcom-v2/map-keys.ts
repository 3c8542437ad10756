import type { MapboxKey, MapGeocode, MapkitToken } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { getMapboxKey, getMapkitToken, setMapboxKey, type MapboxKeyState } from '../../data/map-keys';
import { sameNonce } from '../../data/rest-nonce';
import { gazetteer } from '../../geo/gazetteer-db';
import { MAX_QUERY_LENGTH, searchPlaces } from '../../geo/search-places';
import { readJsonBody } from '../../http/read-json-body';
import { readQuery } from '../../http/read-query';
import { RestError } from '../../http/rest-error';
import { REST_PREFIX, type RouteContext } from '../route-context';

const MAPBOX = `${REST_PREFIX}/wpcom/v2/service-api-keys/mapbox`;

const keyBodySchema = z.object({ service_api_key: z.string('Please enter an access token.') });

/** The most places one search answers with (the client's `MAP_GEOCODE_LIMIT`). */
const MAP_GEOCODE_LIMIT = 10;

const geocodeQuerySchema = z.object({
	query: z
		.string('Type a place to search for.')
		.trim()
		.min(1, 'Type a place to search for.')
		.max(MAX_QUERY_LENGTH, `A search can be at most ${MAX_QUERY_LENGTH} characters long.`),
	limit: z.optional(
		z.coerce
			.number()
			.int()
			.min(1)
			.max(MAP_GEOCODE_LIMIT, `The limit must be a whole number from 1 to ${MAP_GEOCODE_LIMIT}.`)
	),
});

/** Public Mapbox tokens start with `pk.` (real ones are about 90 characters; more than 500 is not one). */
const MAPBOX_TOKEN = /^pk\.[A-Za-z0-9._-]{8,500}$/;

const keyJson = (state: MapboxKeyState, message?: string): MapboxKey => ({
	service_api_key: state.key,
	service_api_key_source: state.source,
	...(message ? { message } : {}),
});

/**
 * The map services: `wpcom/v2/service-api-keys/mapbox` (the site's own key, or
 * the platform's with source `wpcom`), `wpcom/v2/mapkit` (a token kept per
 * data folder, for the site's signed-in editors; `mapkit_error` otherwise) and `wpcom/v2/maps/geocode` (places by name from the
 * gazetteer, for any provider: no token needed).
 */
export function mountWpcomV2MapKeys(app: Hono, { db, nonce }: RouteContext): void {
	app.get(MAPBOX, (c) => c.json(keyJson(getMapboxKey(db))));

	app.post(MAPBOX, async (c) => {
		const body = await readJsonBody(c, keyBodySchema);
		const key = body.service_api_key.trim();
		if (key === '') {
			throw new RestError('invalid_key', 'Please enter an access token.', 400);
		}
		if (!MAPBOX_TOKEN.test(key)) {
			throw new RestError(
				'invalid_key',
				'The Mapbox access token is not valid. Public tokens start with "pk.".',
				400
			);
		}
		return c.json(keyJson(setMapboxKey(db, key), 'Your API key was updated.'));
	});

	app.delete(MAPBOX, (c) => c.json(keyJson(setMapboxKey(db, undefined), 'Your API key was deleted.')));

	// The MapKit token is the signed-in editor's (the platform checks the user): a request
	// without the site's nonce gets the service's refusal, `mapkit_error` with its message.
	app.get(`${REST_PREFIX}/wpcom/v2/mapkit`, (c) => {
		if (!sameNonce(nonce, c.req.header('X-WP-Nonce'))) {
			throw new RestError(
				'mapkit_error',
				'MapKit tokens are given to the site’s signed-in editors only.',
				403
			);
		}
		const token: MapkitToken = { wpcom_mapkit_access_token: getMapkitToken(db) };
		return c.json(token);
	});

	app.get(`${REST_PREFIX}/wpcom/v2/maps/geocode`, (c) => {
		const { query, limit = MAP_GEOCODE_LIMIT } = readQuery(c, geocodeQuerySchema);
		const answer: MapGeocode = { features: searchPlaces(gazetteer(), query, limit) };
		return c.json(answer);
	});
}
