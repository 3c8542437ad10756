import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `waf`: the firewall's settings. */
export const wafSettingsSchema = z.looseObject({
	jetpack_waf_automatic_rules: z.boolean(),
	jetpack_waf_ip_allow_list: z.string(),
	jetpack_waf_ip_block_list: z.string(),
	jetpack_waf_share_data: z.boolean(),
});
export type WafSettings = z.infer<typeof wafSettingsSchema>;

export function wafCalls(transport: Transport) {
	return {
		get: (): Promise<WafSettings> =>
			transport.request('waf', { call: 'waf.get', schema: wafSettingsSchema }),
		update: (changes: Partial<WafSettings>): Promise<WafSettings> =>
			transport.request('waf', {
				call: 'waf.update',
				method: 'post',
				json: changes,
				schema: wafSettingsSchema,
			}),
	};
}
