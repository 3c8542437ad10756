import type { Hono } from 'hono';
import * as z from 'zod';

import { activatePlugin, listInstalledPlugins } from '../../data/plugin/installed-plugins';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const activateSchema = z.object({
	slug: z.string().regex(/^[a-z0-9-]+$/, 'Expected a plugin slug.'),
	status: z.literal('active'),
	source: z.string().max(100).optional(),
});

/** `jetpack/v4/plugins` and `updates/plugins`. */
export function mountJetpackV4Plugins(app: Hono, { db }: RouteContext): void {
	app.get(`${PLUGIN_PREFIX}/plugins`, (c) => c.json(listInstalledPlugins(db)));

	app.post(`${PLUGIN_PREFIX}/plugins`, async (c) => {
		const { slug } = await readJsonBody(c, activateSchema);
		const plugin = activatePlugin(db, slug);
		if (plugin === undefined) {
			throw new RestError('plugin_not_found', `The plugin "${slug}" is not available.`, 404);
		}
		return c.json(plugin);
	});

	app.get(`${PLUGIN_PREFIX}/updates/plugins`, (c) => c.json({ count: 0, plugins: [] }));
}
