import type { MapboxKey, MapkitToken } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { getMapboxKey, getMapkitToken, setMapboxKey, type MapboxKeyState } from '../data/map-keys';
import { readJsonBody } from '../http/read-json-body';
import { RestError } from '../http/rest-error';
import { REST_PREFIX, type RouteContext } from './route-context';

const MAPBOX = `${REST_PREFIX}/wpcom/v2/service-api-keys/mapbox`;

const keyBodySchema = z.object({ service_api_key: z.string() });

/** Public Mapbox tokens start with `pk.`. */
const MAPBOX_TOKEN = /^pk\.[A-Za-z0-9._-]{8,}$/;

const keyJson = (state: MapboxKeyState, message?: string): MapboxKey => ({
	service_api_key: state.key,
	service_api_key_source: state.source,
	...(message ? { message } : {}),
});

/**
 * The map tokens: `wpcom/v2/service-api-keys/mapbox` (the site's own key, or
 * the platform's with source `wpcom`) and `wpcom/v2/mapkit` (a token kept per
 * data folder).
 */
export function mountWpcomV2MapKeys(app: Hono, { db }: RouteContext): void {
	app.get(MAPBOX, (c) => c.json(keyJson(getMapboxKey(db))));

	app.post(MAPBOX, async (c) => {
		const body = await readJsonBody(c, keyBodySchema);
		const key = body.service_api_key.trim();
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

	app.get(`${REST_PREFIX}/wpcom/v2/mapkit`, (c) => {
		const token: MapkitToken = { wpcom_mapkit_access_token: getMapkitToken(db) };
		return c.json(token);
	});
}
