import * as z from 'zod/mini';

import type { Transport } from '../../transport';
import { looseRecordSchema, type LooseRecord } from './shared';

/** `GET search/plan`: what search the site's plan allows. */
export const searchPlanSchema = z.looseObject({
	supports_search: z.boolean(),
	supports_instant_search: z.boolean(),
	supports_only_classic_search: z.boolean(),
});
export type SearchPlan = z.infer<typeof searchPlanSchema>;

/** `search/settings`. */
export const searchSettingsSchema = z.looseObject({
	module_active: z.boolean(),
	instant_search_enabled: z.boolean(),
});
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

/** `GET search/stats`: the size of the search index. */
export const searchStatsSchema = looseRecordSchema;

/** `GET search/pricing`. */
export const searchPricingSchema = z.looseObject({ currency_code: z.string() });
export type SearchPricing = z.infer<typeof searchPricingSchema>;

/**
 * Search calls may go to another root than the other plugin calls, and which one
 * is not fixed: they take their own transport (the plugin one by default).
 */
export function searchCalls(transport: Transport) {
	return {
		plan: (): Promise<SearchPlan> =>
			transport.request('search/plan', { call: 'search.plan', schema: searchPlanSchema }),
		settings: (): Promise<SearchSettings> =>
			transport.request('search/settings', { call: 'search.settings', schema: searchSettingsSchema }),
		updateSettings: (changes: Partial<SearchSettings>): Promise<SearchSettings> =>
			transport.request('search/settings', {
				call: 'search.updateSettings',
				method: 'post',
				json: changes,
				schema: searchSettingsSchema,
			}),
		stats: (): Promise<LooseRecord> =>
			transport.request('search/stats', { call: 'search.stats', schema: searchStatsSchema }),
		pricing: (): Promise<SearchPricing> =>
			transport.request('search/pricing', { call: 'search.pricing', schema: searchPricingSchema }),
	};
}
