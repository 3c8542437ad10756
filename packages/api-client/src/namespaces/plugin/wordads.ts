import * as z from 'zod/mini';

import type { Transport } from '../../transport';

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

export function wordadsCalls(transport: Transport) {
	return {
		get: (): Promise<WordadsSettings> =>
			transport.request('wordads/settings', { call: 'wordads.get', schema: wordadsSettingsSchema }),
		update: (changes: Partial<WordadsSettings>): Promise<WordadsSettings> =>
			transport.request('wordads/settings', {
				call: 'wordads.update',
				method: 'post',
				json: changes,
				schema: wordadsSettingsSchema,
			}),
	};
}
