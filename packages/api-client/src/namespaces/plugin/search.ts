import * as z from 'zod/mini';

import type { Api } from '../../api';
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

/** The search calls of the plugin namespace (`search/…`). */
export const pluginSearch = {
	plan: (api: Api): Promise<SearchPlan> =>
		api.plugin.request('search/plan', { call: 'pluginSearch.plan', schema: searchPlanSchema }),
	settings: (api: Api): Promise<SearchSettings> =>
		api.plugin.request('search/settings', {
			call: 'pluginSearch.settings',
			schema: searchSettingsSchema,
		}),
	updateSettings: (api: Api, changes: Partial<SearchSettings>): Promise<SearchSettings> =>
		api.plugin.request('search/settings', {
			call: 'pluginSearch.updateSettings',
			method: 'post',
			json: changes,
			schema: searchSettingsSchema,
		}),
	stats: (api: Api): Promise<LooseRecord> =>
		api.plugin.request('search/stats', { call: 'pluginSearch.stats', schema: searchStatsSchema }),
	pricing: (api: Api): Promise<SearchPricing> =>
		api.plugin.request('search/pricing', { call: 'pluginSearch.pricing', schema: searchPricingSchema }),
};
