import * as z from 'zod/mini';

import type { Api } from '../api';

/** Site settings as `wp/v2/settings` answers them (the fields Blockyard uses). */
export const siteSettingsSchema = z.object({
	title: z.string(),
	/** WordPress locale, e.g. `en_US`. */
	language: z.string(),
	/** 0 = Sunday … 6 = Saturday. */
	start_of_week: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
	time_format: z.string(),
	date_format: z.string(),
	timezone: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettings = {
	get: (api: Api): Promise<SiteSettings> =>
		api.site.request('wp/v2/settings', { call: 'siteSettings.get', schema: siteSettingsSchema }),
	update: (api: Api, changes: Partial<SiteSettings>): Promise<SiteSettings> =>
		api.site.request('wp/v2/settings', {
			call: 'siteSettings.update',
			method: 'post',
			json: changes,
			schema: siteSettingsSchema,
		}),
};
