import type { MapkitToken } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { getMapkitToken } from '../../data/map-keys';
import { getMapSettings, MAP_PROVIDERS, updateMapSettings } from '../../data/map-settings';
import { RestError } from '../../http/rest-error';
import { readJsonBody } from '../../http/read-json-body';
import { requestOrigin } from '../../http/request-origin';
import { REST_PREFIX, type RouteContext } from '../route-context';

const PATH = `${REST_PREFIX}/blockyard/v1/maps/settings`;
const MAPKIT_TOKEN_PATH = `${REST_PREFIX}/blockyard/v1/maps/mapkit-token`;

/** The longest tile template taken. */
const MAX_TEMPLATE_LENGTH = 500;

/** An http(s) URL template with `{z}`, `{x}` and `{y}` (and, for `needs`, those placeholders too). */
const template = (needs: readonly string[]) =>
	z
		.string()
		.trim()
		.max(MAX_TEMPLATE_LENGTH, 'A tile URL can be at most 500 characters long.')
		.refine(
			(value) => /^https?:\/\/[^\s<>"']+$/.test(value),
			'A tile URL must start with http:// or https:// and contain no spaces.'
		)
		.refine(
			(value) => ['{z}', '{x}', '{y}', ...needs].every((part) => value.includes(part)),
			`A tile URL must contain ${['{z}', '{x}', '{y}', ...needs].join(', ')}.`
		);

const changesSchema = z.strictObject({
	provider: z.optional(z.enum(MAP_PROVIDERS, 'The map provider must be mapbox, openstreetmap or mapkit.')),
	tiles: z.optional(
		z.strictObject({
			mapbox: z.optional(template(['{style}', '{accessToken}'])),
			openstreetmap: z.optional(template([])),
			satellite: z.optional(template([])),
			terrain: z.optional(template([])),
		})
	),
	mapboxToken: z.optional(
		z
			.string()
			.trim()
			.refine(
				(value) => value === '' || /^pk\.[A-Za-z0-9._-]{8,500}$/.test(value),
				'Use a public Mapbox token (it starts with pk.): every visitor’s page shows it.'
			)
	),
});

/**
 * The site's map settings, as the WordPress plugin serves them:
 * `GET blockyard/v1/maps/settings` → `{ provider, tiles: { mapbox, openstreetmap,
 * satellite, terrain }, mapboxToken }` (the provider's own tiles unless an administrator
 * set other templates; the public token visitors' maps are drawn with) and `POST` to change them;
 * and, as the plugin serves it to anyone, `GET blockyard/v1/maps/mapkit-token`: the MapKit token
 * visitors' maps are drawn with (`{ wpcom_mapkit_access_token }`, the one `wpcom/v2/mapkit`
 * gives the site), only while the site's provider is MapKit (`mapkit_unavailable`, 404, otherwise).
 */
export function mountBlockyardV1Maps(app: Hono, { db }: RouteContext): void {
	app.get(PATH, (c) => c.json(getMapSettings(db, requestOrigin(c))));

	app.post(PATH, async (c) => {
		updateMapSettings(db, await readJsonBody(c, changesSchema));
		return c.json(getMapSettings(db, requestOrigin(c)));
	});

	app.get(MAPKIT_TOKEN_PATH, (c) => {
		if (getMapSettings(db, requestOrigin(c)).provider !== 'mapkit') {
			throw new RestError('mapkit_unavailable', 'This site’s maps are not drawn with Apple Maps.', 404);
		}
		const token: MapkitToken = { wpcom_mapkit_access_token: getMapkitToken(db) };
		c.header('Cache-Control', 'no-store');
		return c.json(token);
	});
}
