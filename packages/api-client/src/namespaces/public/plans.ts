import * as z from 'zod/mini';

import type { Api } from '../../api';

/** One plan of the public plans list (the fields the upgrade nudges read). */
export const planSchema = z.looseObject({
	product_id: z.number(),
	product_name: z.string(),
	product_slug: z.string(),
	/** The plan's name without the brand ('Premium'), when the list gives it. */
	product_name_short: z.optional(z.string()),
	currency_code: z.optional(z.string()),
	formatted_price: z.optional(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET rest/v1.5/plans`. */
export const plansSchema = z.array(planSchema);

/**
 * The plans list is a v1.5 endpoint while the public root is v1.1's. The
 * public root ends in a version folder (`…/rest/v1.1/`), so the list lives at
 * its sibling, `../v1.5/plans`: with the platform root `<host>/`, the public
 * root is `<host>/rest/v1.1/` and the plans come from `<host>/rest/v1.5/plans`.
 */
export const PLANS_PATH = '../v1.5/plans';

export const publicPlans = {
	list: (api: Api, signal?: AbortSignal): Promise<Plan[]> =>
		api.publicApi.request(PLANS_PATH, { call: 'publicPlans.list', schema: plansSchema, signal }),
};
