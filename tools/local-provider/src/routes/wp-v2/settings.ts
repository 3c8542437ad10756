import type { Hono } from 'hono';
import * as z from 'zod';

import { getSettings, settingsFieldSchemas, updateSettings } from '../../data/settings';
import { readJsonBody } from '../../http/read-json-body';
import { REST_PREFIX, type RouteContext } from '../route-context';

const SETTINGS = `${REST_PREFIX}/wp/v2/settings`;

/** Any subset of the settings; unknown fields are ignored, as in WordPress. */
const settingsChangesSchema = z.object(settingsFieldSchemas).partial();

/** `wp/v2/settings`: read the site settings, change some of them. */
export function mountWpV2Settings(app: Hono, { db }: RouteContext): void {
	app.get(SETTINGS, (c) => c.json(getSettings(db)));

	app.on(['POST', 'PUT', 'PATCH'], SETTINGS, async (c) => {
		const changes = await readJsonBody(c, settingsChangesSchema);
		return c.json(updateSettings(db, changes));
	});
}
