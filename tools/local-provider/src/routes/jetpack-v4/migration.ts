import type { Hono } from 'hono';

import { PLUGIN_PREFIX } from './path';

/** `jetpack/v4/migration/status`: the local site is never being migrated. */
export function mountJetpackV4Migration(app: Hono): void {
	app.get(`${PLUGIN_PREFIX}/migration/status`, (c) => c.json({ status: 'inactive' }));
}
