import type { Hono } from 'hono';
import * as z from 'zod';

import { PLUGIN_PREFIX } from './path';
import { mountSettingsGroup } from './settings-group';
import type { RouteContext } from '../route-context';

/** `jetpack/v4/wordads/settings`: where ads show. */
export function mountJetpackV4Wordads(app: Hono, { db }: RouteContext): void {
	mountSettingsGroup(app, db, {
		path: `${PLUGIN_PREFIX}/wordads/settings`,
		option: 'blockyard_plugin_wordads',
		fields: {
			enable_header_ad: z.boolean(),
			wordads_second_belowpost: z.boolean(),
			wordads_display_front_page: z.boolean(),
			wordads_display_post: z.boolean(),
			wordads_display_page: z.boolean(),
			wordads_display_archive: z.boolean(),
		},
		defaults: {
			enable_header_ad: true,
			wordads_second_belowpost: true,
			wordads_display_front_page: true,
			wordads_display_post: true,
			wordads_display_page: true,
			wordads_display_archive: true,
		},
	});
}
