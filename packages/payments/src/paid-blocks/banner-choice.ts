import type { HostRequiredPlan } from '@blockyard/ui';

import { paidBlock } from './paid-blocks';

/** The banner above a paid block: upgrade to a plan, or connect Stripe. */
export type PaidBlockBanner =
	| { readonly kind: 'upgrade'; readonly plan: HostRequiredPlan }
	| { readonly kind: 'stripe'; readonly connectUrl: string };

/** What decides a block's banner. */
export interface BannerFacts {
	/** The site's plans missing for its paid blocks, by block name (the host's `site.requiredPlans`). */
	readonly requiredPlans: Readonly<Record<string, HostRequiredPlan>> | undefined;
	/** Stripe's connect page while the site has no Stripe account; `undefined` when it has one or is not known yet. */
	readonly stripeConnectUrl: string | undefined;
}

/** The banner a block of type `name` needs, wherever it is and whatever is selected. */
export function bannerNeeded(name: string, facts: BannerFacts): PaidBlockBanner | undefined {
	const paid = paidBlock(name);
	if (paid === undefined) {
		return undefined;
	}
	const plan = facts.requiredPlans?.[name];
	if (plan !== undefined) {
		return { kind: 'upgrade', plan };
	}
	return paid.takesStripePayments && facts.stripeConnectUrl !== undefined
		? { kind: 'stripe', connectUrl: facts.stripeConnectUrl }
		: undefined;
}

/**
 * The banner shown above a paid block: the one it needs (a plan before Stripe: without the plan
 * the block cannot be used at all), while the block or one of its inner blocks is selected, and
 * only when no block around it (`parentNames`, the outermost first) shows one already.
 */
export function bannerShown(
	block: { readonly name: string; readonly isSelected: boolean; readonly parentNames: readonly string[] },
	facts: BannerFacts
): PaidBlockBanner | undefined {
	if (!block.isSelected || block.parentNames.some((parent) => bannerNeeded(parent, facts) !== undefined)) {
		return undefined;
	}
	return bannerNeeded(block.name, facts);
}
