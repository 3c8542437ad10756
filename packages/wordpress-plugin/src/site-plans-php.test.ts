// The site plans' PHP (plugin/includes/site-plans.php) outside WordPress, through `php` and
// test/php/site-plans.php: which paid blocks lack their plan for a site's plan and the platform's
// plans list, and how the editor page asks the provider and the platform for them (once an hour,
// and nothing to show when they fail).
import { describe, expect, it } from 'vitest';

import { runPhp } from './test/php';

interface Answer {
	readonly cases: Record<string, { slug: string; name: string }>[];
	readonly loads: Record<string, { slug: string; name: string }>[];
	readonly requests: string[];
	readonly expiry: number | null;
}

function run(request: {
	cases?: { sitePlan: string; plans: unknown }[];
	answers?: Record<string, { status: number; body: unknown }>;
	loads?: number;
	upgradedLoad?: number;
	answersAfterUpgrade?: Record<string, { status: number; body: unknown }>;
}): Answer {
	return runPhp<Answer>('site-plans.php', request);
}

const PLANS = [
	{ product_slug: 'free_plan', product_name: 'Free' },
	{ product_slug: 'personal-bundle', product_name: 'Personal' },
	{ product_slug: 'value_bundle', product_name: 'WordPress.com Premium', product_name_short: 'Premium' },
	{ product_slug: 'business-bundle', product_name: 'Business' },
];
const PREMIUM = { slug: 'value_bundle', name: 'Premium' };
const BOTH = { 'blockyard/donations': PREMIUM, 'blockyard/payment-button': PREMIUM };

const SITE = 'http://provider.test/wp-json/jetpack/v4/site';
const LIST = 'http://platform.test/rest/v1.5/plans';
const site = (slug: string) => ({
	status: 200,
	body: { code: 'success', data: JSON.stringify({ ID: 1, plan: { product_slug: slug } }) },
});

describe('the paid blocks’ plans in PHP', () => {
	it('needs Premium for every paid block on a plan before it in the list, or one the list lacks', () => {
		const { cases } = run({
			cases: [
				{ sitePlan: 'free_plan', plans: PLANS },
				{ sitePlan: 'personal-bundle', plans: PLANS },
				{ sitePlan: 'jetpack_free', plans: PLANS },
				{ sitePlan: 'value_bundle', plans: PLANS },
				{ sitePlan: 'business-bundle', plans: PLANS },
				{ sitePlan: '', plans: PLANS },
				{
					sitePlan: 'free_plan',
					plans: PLANS.filter(({ product_slug }) => product_slug !== 'value_bundle'),
				},
				{ sitePlan: 'free_plan', plans: 'nonsense' },
				{ sitePlan: 'free_plan', plans: [{ product_slug: 'value_bundle', product_name: 'Premium' }] },
			],
		});
		expect(cases).toEqual([BOTH, BOTH, BOTH, {}, {}, {}, {}, {}, BOTH]);
	});

	it('asks the provider and the platform once, then keeps the answer for an hour', () => {
		const answer = run({
			answers: { [SITE]: site('free_plan'), [LIST]: { status: 200, body: PLANS } },
			loads: 2,
		});
		expect(answer.loads).toEqual([BOTH, BOTH]);
		expect(answer.requests).toEqual([SITE, LIST]);
		expect(answer.expiry).toBe(3600);

		const upgraded = run({
			answers: { [SITE]: site('value_bundle'), [LIST]: { status: 200, body: PLANS } },
			loads: 1,
		});
		expect(upgraded.loads).toEqual([{}]);
	});

	it('drops the kept answer when the editor comes back from a plan’s checkout, and asks again', () => {
		const answer = run({
			answers: { [SITE]: site('free_plan'), [LIST]: { status: 200, body: PLANS } },
			answersAfterUpgrade: { [SITE]: site('value_bundle'), [LIST]: { status: 200, body: PLANS } },
			upgradedLoad: 2,
			loads: 4,
		});
		// Kept for the second page; back with `plan_upgraded=1`, the new plan; kept again after.
		expect(answer.loads).toEqual([BOTH, BOTH, {}, {}]);
		expect(answer.requests).toEqual([SITE, LIST, SITE, LIST]);
		expect(answer.expiry).toBe(3600);
	});

	it('shows no banner when the provider or the platform fails, and asks again five minutes later', () => {
		const down = run({ answers: {}, loads: 2 });
		expect(down.loads).toEqual([{}, {}]);
		expect(down.requests).toEqual([SITE]);
		expect(down.expiry).toBe(300);

		const refused = run({ answers: { [SITE]: { status: 500, body: {} } }, loads: 1 });
		expect(refused.loads).toEqual([{}]);
		expect(refused.expiry).toBe(300);

		const noList = run({
			answers: { [SITE]: site('free_plan'), [LIST]: { status: 404, body: {} } },
			loads: 1,
		});
		expect(noList.loads).toEqual([{}]);
		expect(noList.requests).toEqual([SITE, LIST]);
		expect(noList.expiry).toBe(300);

		const garbled = run({ answers: { [SITE]: { status: 200, body: 'not json' } }, loads: 1 });
		expect(garbled.loads).toEqual([{}]);
	});
});
