import type { Hono } from 'hono';
import * as z from 'zod';

import { resetModules } from '../../data/plugin/modules';
import { readOption, writeOption } from '../../data/option-json';
import {
	getPluginSettings,
	pluginSettingsChangesSchema,
	resetPluginSettings,
	updatePluginSettings,
} from '../../data/plugin/plugin-settings';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const TRACKING = 'blockyard_plugin_tracking';
const trackingSchema = z.object({ tracks_opt_out: z.boolean() });

/** What `options/{name}` can reset. */
const RESETTABLE: Readonly<Record<string, (db: RouteContext['db']) => void>> = {
	options: resetPluginSettings,
	modules: resetModules,
};

/** `jetpack/v4/settings`, `options/{name}` (reset) and `tracking/settings`. */
export function mountJetpackV4Settings(app: Hono, { db }: RouteContext): void {
	app.get(`${PLUGIN_PREFIX}/settings`, (c) => c.json(getPluginSettings(db)));

	app.post(`${PLUGIN_PREFIX}/settings`, async (c) => {
		const changes = await readJsonBody(c, pluginSettingsChangesSchema);
		if (Object.keys(changes).length === 0) {
			throw new RestError('rest_invalid_param', 'No settings given.', 400, { params: {} });
		}
		updatePluginSettings(db, changes);
		return c.json({ code: 'success', message: 'The requested settings were updated.' });
	});

	app.post(`${PLUGIN_PREFIX}/options/:name`, async (c) => {
		await readJsonBody(c, z.object({ reset: z.literal(true) }));
		const name = c.req.param('name');
		const reset = Object.hasOwn(RESETTABLE, name) ? RESETTABLE[name] : undefined;
		if (reset === undefined) {
			throw new RestError('invalid_param', `Cannot reset "${name}": use options or modules.`, 400, {
				params: { name: 'Unknown option group.' },
			});
		}
		reset(db);
		return c.json({ code: 'success', message: `The ${name} were reset.` });
	});

	app.get(`${PLUGIN_PREFIX}/tracking/settings`, (c) =>
		c.json(readOption(db, TRACKING, trackingSchema, () => ({ tracks_opt_out: false })))
	);

	app.post(`${PLUGIN_PREFIX}/tracking/settings`, async (c) => {
		const settings = await readJsonBody(c, trackingSchema);
		writeOption(db, TRACKING, settings);
		return c.json(settings);
	});
}
