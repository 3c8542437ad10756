import * as z from 'zod/mini';

import type { Transport } from '../transport';

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

export function settingsCalls(transport: Transport) {
	return {
		get: (): Promise<SiteSettings> => transport.request('wp/v2/settings', { schema: siteSettingsSchema }),
		update: (changes: Partial<SiteSettings>): Promise<SiteSettings> =>
			transport.request('wp/v2/settings', {
				method: 'post',
				json: changes,
				schema: siteSettingsSchema,
			}),
	};
}
