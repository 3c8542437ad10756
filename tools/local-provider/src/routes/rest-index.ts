import type { Hono } from 'hono';

import { getSettings } from '../data/settings';
import { requestOrigin } from '../http/request-origin';
import { REST_PREFIX, type RouteContext } from './route-context';

/** `GET /wp-json/`: the REST root's index, a small part of what WordPress answers there. */
export function mountRestIndex(app: Hono, { db, namespaces }: RouteContext): void {
	app.get(REST_PREFIX, (c) => {
		const settings = getSettings(db);
		const origin = requestOrigin(c);
		return c.json({
			name: settings.title,
			description: 'Blockyard local provider',
			url: origin,
			home: origin,
			timezone_string: settings.timezone,
			namespaces,
			authentication: {},
		});
	});
}
