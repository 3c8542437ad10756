import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `tracking/settings`: whether the site's users opted out of usage tracking. */
export const trackingSettingsSchema = z.looseObject({ tracks_opt_out: z.boolean() });
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;

export const pluginTracking = {
	get: (api: Api): Promise<TrackingSettings> =>
		api.plugin.request('tracking/settings', {
			call: 'pluginTracking.get',
			schema: trackingSettingsSchema,
		}),
	update: (api: Api, changes: { tracks_opt_out: boolean }): Promise<TrackingSettings> =>
		api.plugin.request('tracking/settings', {
			call: 'pluginTracking.update',
			method: 'post',
			json: changes,
			schema: trackingSettingsSchema,
		}),
};
