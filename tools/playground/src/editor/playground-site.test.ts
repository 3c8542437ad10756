import { describe, expect, it } from 'vitest';

import { createApi, type Plan } from '@blockyard/api-client';

import { playgroundSite, requiredPlansFor, siteRequiredPlans } from './playground-site';

describe('playgroundSite', () => {
	it('is a self-hosted English site with the AI assistant and video chapters on by default', () => {
		expect(playgroundSite('')).toEqual({
			locale: 'en_US',
			type: 'self-hosted',
			id: 1,
			features: { 'ai-assistant': true, 'video-chapters': true, ads: true },
			isPrivate: false,
			// Production blocks only.
			blockTiers: [],
		});
	});

	it('allows the block tiers the address names, ?tiers=beta,experimental', () => {
		expect(playgroundSite('?tiers=beta').blockTiers).toEqual(['beta']);
		expect(playgroundSite('?tiers=experimental, beta,nightly').blockTiers).toEqual([
			'beta',
			'experimental',
		]);
		expect(playgroundSite('?tiers=').blockTiers).toEqual([]);
	});

	it('plays a private site with ?private=1', () => {
		expect(playgroundSite('?private=1').isPrivate).toBe(true);
		expect(playgroundSite('?private=0').isPrivate).toBe(false);
	});

	it('takes the site type and flags from the address', () => {
		expect(playgroundSite('?site=simple&features=ai-assistant-playground,-ai-assistant')).toEqual({
			locale: 'en_US',
			type: 'simple',
			id: 1,
			features: {
				'ai-assistant': false,
				'ai-assistant-playground': true,
				'video-chapters': true,
				ads: true,
			},
			isPrivate: false,
			blockTiers: [],
		});
	});

	it('ignores an unknown site type and empty flags', () => {
		expect(playgroundSite('?site=mars&features=,,').type).toBe('self-hosted');
		expect(playgroundSite('?features=,,').features).toEqual({
			'ai-assistant': true,
			'video-chapters': true,
			ads: true,
		});
		expect(playgroundSite('?features=-ads').features['ads']).toBe(false);
	});

	it('makes the blocks ?requires-plan names need the Premium plan, whose stand-in checkout comes back upgraded', () => {
		const site = playgroundSite(
			'?post=4&requires-plan=blockyard/donations,blockyard/payment-button&site=simple'
		);
		const plan = {
			slug: 'value_bundle',
			name: 'Premium',
			checkoutUrl: '?post=4&site=simple&plan_upgraded=1&plan_name=Premium',
		};
		expect(site.requiredPlans).toEqual({
			'blockyard/donations': plan,
			'blockyard/payment-button': plan,
		});
		expect(playgroundSite('?post=4')).not.toHaveProperty('requiredPlans');
		expect(playgroundSite('?requires-plan=,')).not.toHaveProperty('requiredPlans');
	});
});

const PLANS: Plan[] = [
	{ product_id: 1, product_slug: 'free_plan', product_name: 'Free' },
	{ product_id: 1009, product_slug: 'personal-bundle', product_name: 'Personal' },
	{
		product_id: 1003,
		product_slug: 'value_bundle',
		product_name: 'WordPress.com Premium',
		product_name_short: 'Premium',
	},
	{ product_id: 1008, product_slug: 'business-bundle', product_name: 'Business' },
];
const PREMIUM = { slug: 'value_bundle', name: 'Premium' };

describe('requiredPlansFor', () => {
	it('needs Premium for every paid block on a plan before it in the list, or one the list lacks', () => {
		const both = { 'blockyard/donations': PREMIUM, 'blockyard/payment-button': PREMIUM };
		expect(requiredPlansFor('free_plan', PLANS)).toEqual(both);
		expect(requiredPlansFor('personal-bundle', PLANS)).toEqual(both);
		expect(requiredPlansFor('jetpack_free', PLANS)).toEqual(both);
	});

	it('needs nothing on Premium or a plan after it, for an unknown site plan, or a list without Premium', () => {
		expect(requiredPlansFor('value_bundle', PLANS)).toEqual({});
		expect(requiredPlansFor('business-bundle', PLANS)).toEqual({});
		expect(requiredPlansFor('', PLANS)).toEqual({});
		expect(requiredPlansFor('free_plan', PLANS.slice(0, 2))).toEqual({});
	});
});

describe('siteRequiredPlans', () => {
	const EDITOR = 'http://127.0.0.1:5173/';
	const apiAnswering = (sitePlan: string | undefined) =>
		createApi({
			root: 'http://site.test/wp-json/',
			platformRoot: 'http://platform.test/',
			fetch: async (input) => {
				const url = String(input instanceof Request ? input.url : input);
				if (sitePlan !== undefined && url.includes('jetpack/v4/site')) {
					const data = JSON.stringify({
						ID: 1,
						name: 'Site',
						URL: 'http://site.test',
						plan: { product_slug: sitePlan },
					});
					return Response.json({ code: 'success', message: '', data });
				}
				if (url.endsWith('/rest/v1.5/plans')) {
					return Response.json(PLANS);
				}
				return Response.json({ code: 'rest_no_route' }, { status: 404 });
			},
		});

	it('reads the site’s plan and the plans list, with the provider’s stand-in plan checkout coming back to the editor', async () => {
		const api = apiAnswering('free_plan');
		const plans = await siteRequiredPlans(api, `${EDITOR}?post=4`);
		const checkout = new URL('plans/checkout', api.roots.hosted);
		checkout.searchParams.set('plan', 'value_bundle');
		checkout.searchParams.set('return', `${EDITOR}?post=4`);
		expect(plans?.['blockyard/donations']).toEqual({ ...PREMIUM, checkoutUrl: checkout.href });
		expect(checkout.pathname).toMatch(/\/wpcom\/v2\/plans\/checkout$/);
		expect(await siteRequiredPlans(apiAnswering('value_bundle'), `${EDITOR}?post=4`)).toEqual({});
	});

	it('leaves the plans to the address when it names them, and to no one when a call fails', async () => {
		expect(
			await siteRequiredPlans(apiAnswering('free_plan'), `${EDITOR}?requires-plan=blockyard/donations`)
		).toBeUndefined();
		expect(await siteRequiredPlans(apiAnswering(undefined), `${EDITOR}?post=4`)).toBeUndefined();
	});
});
