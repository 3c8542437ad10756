import type { Plan } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from './option-json';

/** The public plans list, a fixed sample of the platform's plans, cheapest first. */
export const PUBLIC_PLANS: readonly Plan[] = [
	{
		product_id: 1,
		product_name: 'Free',
		product_slug: 'free_plan',
		product_name_short: 'Free',
		currency_code: 'USD',
		formatted_price: '$0',
	},
	{
		product_id: 1009,
		product_name: 'Personal',
		product_slug: 'personal-bundle',
		product_name_short: 'Personal',
		currency_code: 'USD',
		formatted_price: '$48',
	},
	{
		product_id: 1003,
		product_name: 'Premium',
		product_slug: 'value_bundle',
		product_name_short: 'Premium',
		currency_code: 'USD',
		formatted_price: '$96',
	},
	{
		product_id: 1008,
		product_name: 'Business',
		product_slug: 'business-bundle',
		product_name_short: 'Business',
		currency_code: 'USD',
		formatted_price: '$300',
	},
];

/** The slugs of {@link PUBLIC_PLANS}: the plans a test may put the site on. */
export const SITE_PLAN_SLUGS = ['free_plan', 'personal-bundle', 'value_bundle', 'business-bundle'] as const;
export type SitePlanSlug = (typeof SITE_PLAN_SLUGS)[number];

const OPTION = 'hosted_site_plan';

const stateSchema = z.object({ slug: z.enum(SITE_PLAN_SLUGS) });

/** A new data folder's site is on Premium: every paid block may be used until a test says otherwise. */
const initial = (): z.infer<typeof stateSchema> => ({ slug: 'value_bundle' });

/** The site's plan as `jetpack/v4/site` gives it: its slug and its short and long names. */
export function sitePlan(db: Database): {
	product_slug: SitePlanSlug;
	product_name_short: string;
	product_name: string;
} {
	const { slug } = readOption(db, OPTION, stateSchema, initial);
	const plan = PUBLIC_PLANS.find(({ product_slug }) => product_slug === slug);
	const name = plan?.product_name ?? slug;
	return { product_slug: slug, product_name_short: name, product_name: `WordPress.com ${name}` };
}

/** A test's switch: puts the site on another plan of {@link PUBLIC_PLANS}. */
export function setSitePlan(db: Database, slug: SitePlanSlug): void {
	writeOption(db, OPTION, { slug });
}
