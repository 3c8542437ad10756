import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** One plan of the public plans list (the fields the upgrade nudges read). */
export const planSchema = z.looseObject({
	product_id: z.number(),
	product_name: z.string(),
	product_slug: z.string(),
	currency_code: z.optional(z.string()),
	formatted_price: z.optional(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET rest/v1.5/plans`. */
export const plansSchema = z.array(planSchema);

/**
 * The plans list is a v1.5 endpoint while the public root is v1.1's. The
 * public root ends in a version folder (`…/rest/v1.1/`), so the list lives at
 * its sibling, `../v1.5/plans`: point `roots.publicApi` at `<api>/rest/v1.1/`
 * and the plans come from `<api>/rest/v1.5/plans`.
 */
export const PLANS_PATH = '../v1.5/plans';

export function plansCalls(transport: Transport) {
	return {
		list: (signal?: AbortSignal): Promise<Plan[]> =>
			transport.request(PLANS_PATH, { call: 'plans.list', schema: plansSchema, signal }),
	};
}
