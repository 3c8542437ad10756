import * as z from 'zod/mini';

import type { Api } from '../api';

export { DAY_KEYS, type DayKey } from './day-keys';

/** `GET wpcom/v2/business-hours/localized-week`: day names in the site's language and its first day of the week. */
export const localizedWeekSchema = z.object({
	days: z.object({
		Sun: z.string(),
		Mon: z.string(),
		Tue: z.string(),
		Wed: z.string(),
		Thu: z.string(),
		Fri: z.string(),
		Sat: z.string(),
	}),
	/** 0 = Sunday … 6 = Saturday. */
	startOfWeek: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
});
export type LocalizedWeek = z.infer<typeof localizedWeekSchema>;

export const businessHours = {
	/**
	 * @example
	 * const { days, startOfWeek } = await businessHours.localizedWeek(api);
	 */
	localizedWeek: (api: Api, signal?: AbortSignal): Promise<LocalizedWeek> =>
		api.hosted.request('business-hours/localized-week', {
			call: 'businessHours.localizedWeek',
			schema: localizedWeekSchema,
			signal,
		}),
};
