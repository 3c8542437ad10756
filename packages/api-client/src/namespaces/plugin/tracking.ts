import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `tracking/settings`: whether the site's users opted out of usage tracking. */
export const trackingSettingsSchema = z.looseObject({ tracks_opt_out: z.boolean() });
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;

export function trackingCalls(transport: Transport) {
	return {
		get: (): Promise<TrackingSettings> =>
			transport.request('tracking/settings', { call: 'tracking.get', schema: trackingSettingsSchema }),
		update: (changes: { tracks_opt_out: boolean }): Promise<TrackingSettings> =>
			transport.request('tracking/settings', {
				call: 'tracking.update',
				method: 'post',
				json: changes,
				schema: trackingSettingsSchema,
			}),
	};
}
