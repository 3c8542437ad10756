import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `waf`: the firewall's settings. */
export const wafSettingsSchema = z.looseObject({
	jetpack_waf_automatic_rules: z.boolean(),
	jetpack_waf_ip_allow_list: z.string(),
	jetpack_waf_ip_block_list: z.string(),
	jetpack_waf_share_data: z.boolean(),
});
export type WafSettings = z.infer<typeof wafSettingsSchema>;

export const pluginWaf = {
	get: (api: Api): Promise<WafSettings> =>
		api.plugin.request('waf', { call: 'pluginWaf.get', schema: wafSettingsSchema }),
	update: (api: Api, changes: Partial<WafSettings>): Promise<WafSettings> =>
		api.plugin.request('waf', {
			call: 'pluginWaf.update',
			method: 'post',
			json: changes,
			schema: wafSettingsSchema,
		}),
};
