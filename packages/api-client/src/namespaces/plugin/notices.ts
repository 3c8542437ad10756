import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `POST notice/{id}`: every dismissed notice. */
export const dismissedNoticesSchema = z.record(z.string(), z.boolean());
export type DismissedNotices = z.infer<typeof dismissedNoticesSchema>;

export const pluginNotices = {
	dismiss: (api: Api, id: string): Promise<DismissedNotices> =>
		api.plugin.request(`notice/${encodeURIComponent(id)}`, {
			call: 'pluginNotices.dismiss',
			method: 'post',
			json: { dismissed: true },
			schema: dismissedNoticesSchema,
		}),
};
