import { describe, expect, it } from 'vitest';

import { bannerNeeded, bannerShown, type BannerFacts } from './banner-choice';

const premium = { slug: 'value_bundle', name: 'Premium' };
const connectUrl = 'https://provider.test/connect';

const facts = (changes: Partial<BannerFacts> = {}): BannerFacts => ({
	requiredPlans: { 'blockyard/payment-button': premium },
	stripeConnectUrl: undefined,
	...changes,
});

const block = (name: string, parentNames: string[] = [], isSelected = true) => ({
	name,
	isSelected,
	parentNames,
});

describe('the banner above a paid block', () => {
	it('asks to upgrade while the block or an inner block is selected and the plan is missing', () => {
		expect(bannerShown(block('blockyard/payment-button'), facts())).toEqual({
			kind: 'upgrade',
			plan: premium,
		});
		expect(bannerShown(block('blockyard/payment-button', [], false), facts())).toBeUndefined();
		expect(bannerShown(block('blockyard/payment-button'), facts({ requiredPlans: {} }))).toBeUndefined();
		expect(
			bannerShown(block('blockyard/payment-button'), facts({ requiredPlans: undefined }))
		).toBeUndefined();
	});

	it('is for paid blocks only, even when the host names another block', () => {
		expect(
			bannerShown(block('core/paragraph'), facts({ requiredPlans: { 'core/paragraph': premium } }))
		).toBeUndefined();
		expect(bannerShown(block('blockyard/ad'), facts({ stripeConnectUrl: connectUrl }))).toBeUndefined();
	});

	it('shows once: not above a block inside a paid block that shows one already', () => {
		const both = facts({
			requiredPlans: { 'blockyard/payment-button': premium, 'blockyard/donations': premium },
		});
		expect(
			bannerShown(block('blockyard/payment-button', ['core/group', 'blockyard/donations']), both)
		).toBeUndefined();
		expect(bannerShown(block('blockyard/donations', ['core/group']), both)).toEqual({
			kind: 'upgrade',
			plan: premium,
		});
		// A paid block around it that needs nothing shows nothing: the inner block's banner shows.
		expect(bannerShown(block('blockyard/payment-button', ['blockyard/donations']), facts())).toEqual({
			kind: 'upgrade',
			plan: premium,
		});
	});

	it('asks to connect Stripe above a block that takes payments through it while the site has no account', () => {
		const noStripe = facts({ requiredPlans: {}, stripeConnectUrl: connectUrl });
		expect(bannerShown(block('blockyard/donations'), noStripe)).toEqual({ kind: 'stripe', connectUrl });
		expect(bannerNeeded('blockyard/payment-button', noStripe)).toBeUndefined();
		expect(bannerNeeded('blockyard/donations', facts({ requiredPlans: {} }))).toBeUndefined();
	});

	it('asks for the plan before Stripe: without the plan the block cannot be used at all', () => {
		const neither = facts({
			requiredPlans: { 'blockyard/donations': premium },
			stripeConnectUrl: connectUrl,
		});
		expect(bannerNeeded('blockyard/donations', neither)).toEqual({ kind: 'upgrade', plan: premium });
	});
});
