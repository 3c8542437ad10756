import type { Plan } from '@blockyard/api-client';
import type { Hono } from 'hono';

/** The public plans list, a fixed sample of the platform's plans. */
const PLANS: readonly Plan[] = [
	{
		product_id: 1,
		product_name: 'Free',
		product_slug: 'free_plan',
		currency_code: 'USD',
		formatted_price: '$0',
	},
	{
		product_id: 1009,
		product_name: 'Personal',
		product_slug: 'personal-bundle',
		currency_code: 'USD',
		formatted_price: '$48',
	},
	{
		product_id: 1003,
		product_name: 'Premium',
		product_slug: 'value_bundle',
		currency_code: 'USD',
		formatted_price: '$96',
	},
	{
		product_id: 1008,
		product_name: 'Business',
		product_slug: 'business-bundle',
		currency_code: 'USD',
		formatted_price: '$300',
	},
];

/** `GET /rest/v1.5/plans`: the public API's v1.5 sibling of `/rest/v1.1/` (see the client's `PLANS_PATH`). */
export function mountRestV15Plans(app: Hono): void {
	app.get('/rest/v1.5/plans', (c) => c.json(PLANS));
}
