import type { HostRequiredPlan, HostSite, SiteType } from '@blockyard/ui';

import { DEFAULT_PLAYGROUND_SITE } from '../host/playground-store';

/** Feature flags the playground turns on unless the address turns them off. */
export const DEFAULT_PLAYGROUND_FEATURES: Readonly<Record<string, boolean>> = Object.freeze({
	'ai-assistant': true,
	'video-chapters': true,
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
	const back = new URLSearchParams(params);
	back.delete('requires-plan');
	back.set('plan_upgraded', '1');
	back.set('plan_name', PLAYGROUND_PAID_PLAN.name);
	const plan = Object.freeze({ ...PLAYGROUND_PAID_PLAN, checkoutUrl: `?${back.toString()}` });
	return Object.freeze(Object.fromEntries(blocks.map((name) => [name, plan])));
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
 * (paid blocks whose plan the site lacks; none otherwise).
 * The locale comes later, from the site settings.
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
	return {
		...DEFAULT_PLAYGROUND_SITE,
		...(plans === undefined ? {} : { requiredPlans: plans }),
		type: isSiteType(site) ? site : DEFAULT_PLAYGROUND_SITE.type,
		id: PLAYGROUND_BLOG_ID,
		features: Object.freeze(features),
		isPrivate: params.get('private') === '1',
	};
}
