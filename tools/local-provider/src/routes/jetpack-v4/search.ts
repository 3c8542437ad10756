import type { Hono } from 'hono';
import * as z from 'zod';

import { getModule, setModuleActive, updateModuleOptions } from '../../data/plugin/modules';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const SEARCH = `${PLUGIN_PREFIX}/search`;

/** `jetpack/v4/search/…`: the search module's plan, settings (kept with the `search` module), stats and price. */
export function mountJetpackV4Search(app: Hono, { db }: RouteContext): void {
	const settings = () => {
		const module = getModule(db, 'search');
		return {
			module_active: module?.active ?? false,
			instant_search_enabled: module?.options?.instant_search_enabled === true,
		};
	};

	app.get(`${SEARCH}/plan`, (c) =>
		c.json({
			supports_search: true,
			supports_instant_search: false,
			supports_only_classic_search: true,
			tier: null,
		})
	);

	app.get(`${SEARCH}/settings`, (c) => c.json(settings()));
	app.post(`${SEARCH}/settings`, async (c) => {
		const changes = await readJsonBody(
			c,
			z.strictObject({ module_active: z.boolean(), instant_search_enabled: z.boolean() }).partial()
		);
		const next = { ...settings(), ...changes };
		if (next.instant_search_enabled && !next.module_active) {
			throw new RestError(
				'rest_invalid_param',
				'Instant search needs the search module to be active.',
				400,
				{
					params: { instant_search_enabled: 'Needs module_active.' },
				}
			);
		}
		setModuleActive(db, 'search', next.module_active);
		updateModuleOptions(db, 'search', { instant_search_enabled: next.instant_search_enabled });
		return c.json(settings());
	});

	app.get(`${SEARCH}/stats`, (c) => {
		const row = db.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM posts').get();
		const count = row?.count ?? 0;
		return c.json({ post_count: count, post_type_breakdown: { post: count }, last_indexed_date: null });
	});

	app.get(`${SEARCH}/pricing`, (c) =>
		c.json({ currency_code: 'USD', full_price: 50, discount_price: 25, tier: 10_000 })
	);
}
