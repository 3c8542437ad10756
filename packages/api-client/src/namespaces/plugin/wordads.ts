import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `wordads/settings`: where ads show. */
export const wordadsSettingsSchema = z.looseObject({
	enable_header_ad: z.boolean(),
	wordads_second_belowpost: z.boolean(),
	wordads_display_front_page: z.boolean(),
	wordads_display_post: z.boolean(),
	wordads_display_page: z.boolean(),
	wordads_display_archive: z.boolean(),
});
export type WordadsSettings = z.infer<typeof wordadsSettingsSchema>;

export const pluginWordads = {
	get: (api: Api): Promise<WordadsSettings> =>
		api.plugin.request('wordads/settings', { call: 'pluginWordads.get', schema: wordadsSettingsSchema }),
	update: (api: Api, changes: Partial<WordadsSettings>): Promise<WordadsSettings> =>
		api.plugin.request('wordads/settings', {
			call: 'pluginWordads.update',
			method: 'post',
			json: changes,
			schema: wordadsSettingsSchema,
		}),
};
