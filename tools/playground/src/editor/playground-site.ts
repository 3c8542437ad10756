import { pluginSite, publicPlans, type Api, type Plan } from '@blockyard/api-client';
import type { BlockTier, HostRequiredPlan, HostSite, SiteType } from '@blockyard/ui';

import { DEFAULT_PLAYGROUND_SITE } from '../host/playground-store';
import { localeFromSearch } from './locale';

/** Feature flags the playground turns on unless the address turns them off. */
export const DEFAULT_PLAYGROUND_FEATURES: Readonly<Record<string, boolean>> = Object.freeze({
	'ai-assistant': true,
	'video-chapters': true,
	// The ad block's units, from the local provider's stand-in ad network.
	ads: true,
});

/**
 * The playground site's id on the (pretend) hosted platform: the local provider's demo
 * blog id (`DEMO_BLOG_ID` in tools/local-provider/src/ai/site-id.ts), the id its
 * simple-site AI token route answers for.
 */
export const PLAYGROUND_BLOG_ID = 1;

/** The plan the playground's paid blocks need when the address says the site lacks it. */
export const PLAYGROUND_PAID_PLAN = Object.freeze({ slug: 'value_bundle', name: 'Premium' });

/**
 * `?requires-plan=blockyard/donations,blockyard/payment-button`: those blocks need
 * {@link PLAYGROUND_PAID_PLAN}, which the site lacks. The playground has no shop: its checkout
 * is the same editor address without the flag, coming back as a real checkout does, with
 * `plan_upgraded=1` and the plan's name (`plan_name`).
 */
function requiredPlans(params: URLSearchParams): Readonly<Record<string, HostRequiredPlan>> | undefined {
	const blocks = (params.get('requires-plan') ?? '')
		.split(',')
		.map((name) => name.trim())
		.filter((name) => name !== '');
	if (blocks.length === 0) {
		return undefined;
	}
	return withStandInCheckout(
		Object.fromEntries(blocks.map((name) => [name, PLAYGROUND_PAID_PLAN])),
		params
	);
}

/** Each plan with the playground's stand-in checkout: this editor again, coming back upgraded. */
function withStandInCheckout(
	plans: Readonly<Record<string, Omit<HostRequiredPlan, 'checkoutUrl'>>>,
	params: URLSearchParams
): Readonly<Record<string, HostRequiredPlan>> {
	return Object.freeze(
		Object.fromEntries(
			Object.entries(plans).map(([name, plan]) => {
				const back = new URLSearchParams(params);
				back.delete('requires-plan');
				back.set('plan_upgraded', '1');
				back.set('plan_name', plan.name);
				return [
					name,
					Object.freeze({ slug: plan.slug, name: plan.name, checkoutUrl: `?${back.toString()}` }),
				];
			})
		)
	);
}

/** The plan the paid blocks need, as the WordPress plugin has it (includes/site-plans.php). */
const PAID_BLOCKS_PLAN = 'value_bundle';

/** Every paid block of @blockyard/payments (its src/paid-blocks/paid-blocks.ts). */
const PAID_BLOCK_NAMES: readonly string[] = ['blockyard/donations', 'blockyard/payment-button'];

/**
 * The paid blocks a site on `sitePlan` lacks the plan of, each with that plan, from the platform's
 * public plans list (cheapest first): none when the site is on the paid blocks' plan or one after
 * it in the list, or when the list does not hold that plan; otherwise every paid block needs it.
 * The WordPress plugin's blockyard_required_plans_for() is the same rule in PHP.
 *
 * @example
 * requiredPlansFor('free_plan', plans); // { 'blockyard/donations': { slug: 'value_bundle', name: 'Premium' }, … }
 */
export function requiredPlansFor(
	sitePlan: string,
	plans: readonly Plan[]
): Readonly<Record<string, Omit<HostRequiredPlan, 'checkoutUrl'>>> {
	const slugs = plans.map(({ product_slug }) => product_slug);
	const neededAt = slugs.indexOf(PAID_BLOCKS_PLAN);
	const needed = plans[neededAt];
	const name = needed?.product_name_short || needed?.product_name || '';
	const siteAt = slugs.indexOf(sitePlan);
	if (sitePlan === '' || needed === undefined || name === '' || (siteAt !== -1 && siteAt >= neededAt)) {
		return {};
	}
	const plan = Object.freeze({ slug: PAID_BLOCKS_PLAN, name });
	return Object.fromEntries(PAID_BLOCK_NAMES.map((block) => [block, plan]));
}

/**
 * The paid blocks whose plan the playground's site lacks: the site's plan from the provider
 * (`jetpack/v4/site`) against the platform's plans list, each plan with the local provider's
 * stand-in plan checkout. `address` is the editor's. Undefined when the address names them (`?requires-plan=`, which wins) or when either
 * call fails (then no block asks to upgrade). Never rejects.
 */
export async function siteRequiredPlans(
	api: Api,
	address: string
): Promise<Readonly<Record<string, HostRequiredPlan>> | undefined> {
	const page = new URL(address);
	if (page.searchParams.has('requires-plan')) {
		return undefined;
	}
	try {
		const [site, plans] = await Promise.all([pluginSite.get(api), publicPlans.list(api)]);
		return withProviderCheckout(requiredPlansFor(site.data.plan.product_slug, plans), api, page);
	} catch {
		return undefined;
	}
}

/**
 * Each plan with the local provider's stand-in plan checkout (`wpcom/v2/plans/checkout` on its
 * hosted root): Buy puts the provider's site on the plan and comes back to `page` with
 * `plan_upgraded=1` and the plan's name, so the editor, reading the site's plan again as it loads,
 * shows no banner.
 */
function withProviderCheckout(
	plans: Readonly<Record<string, Omit<HostRequiredPlan, 'checkoutUrl'>>>,
	api: Api,
	page: URL
): Readonly<Record<string, HostRequiredPlan>> {
	const checkout = new URL('plans/checkout', new URL(api.roots.hosted, page));
	return Object.freeze(
		Object.fromEntries(
			Object.entries(plans).map(([name, plan]) => {
				const url = new URL(checkout);
				url.searchParams.set('plan', plan.slug);
				url.searchParams.set('return', page.href);
				return [name, Object.freeze({ slug: plan.slug, name: plan.name, checkoutUrl: url.href })];
			})
		)
	);
}

/**
 * `?tiers=beta,experimental`: the block tiers the site allows beside production (unknown names
 * are left out); none by default, so the playground offers production blocks as a site does.
 */
function blockTiers(params: URLSearchParams): readonly BlockTier[] {
	const named = (params.get('tiers') ?? '').split(',').map((name) => name.trim());
	return Object.freeze((['beta', 'experimental'] as const).filter((tier) => named.includes(tier)));
}

const SITE_TYPES: readonly SiteType[] = ['simple', 'atomic', 'self-hosted'];
const isSiteType = (value: string | null): value is SiteType => SITE_TYPES.some((type) => type === value);

/**
 * The playground's site facts from its address, so one build can play every
 * kind of site: `?site=simple|atomic|self-hosted` (default self-hosted; its id
 * on the platform is always {@link PLAYGROUND_BLOG_ID}, so a simple site asks
 * the platform's token route as a real one does) and
 * `?features=ai-assistant-playground,-ai-assistant` (a name turns a flag on, a
 * leading `-` turns it off; the defaults are {@link DEFAULT_PLAYGROUND_FEATURES})
 * and `?private=1` (a private site; public otherwise) and `?requires-plan=<block names>`
 * (paid blocks whose plan the site lacks; otherwise the site's plan on the provider says, once
 * the editor has loaded it: {@link siteRequiredPlans}) and `?tiers=beta,experimental` (the block
 * tiers it allows beside production; none by default) and `?locale=de_DE` (the site's locale;
 * otherwise it comes later, from the site settings).
 */
export function playgroundSite(search: string): HostSite {
	const params = new URLSearchParams(search);
	const site = params.get('site');
	const features: Record<string, boolean> = { ...DEFAULT_PLAYGROUND_FEATURES };
	for (const name of (params.get('features') ?? '').split(',')) {
		const flag = name.trim();
		if (flag.startsWith('-') && flag.length > 1) {
			features[flag.slice(1)] = false;
		} else if (flag !== '') {
			features[flag] = true;
		}
	}
	const plans = requiredPlans(params);
	const locale = localeFromSearch(search);
	return {
		...DEFAULT_PLAYGROUND_SITE,
		...(locale === undefined ? {} : { locale }),
		...(plans === undefined ? {} : { requiredPlans: plans }),
		type: isSiteType(site) ? site : DEFAULT_PLAYGROUND_SITE.type,
		id: PLAYGROUND_BLOG_ID,
		features: Object.freeze(features),
		isPrivate: params.get('private') === '1',
		blockTiers: blockTiers(params),
	};
}
