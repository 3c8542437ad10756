import { describe, expect, it } from 'vitest';

import { playgroundSite } from './playground-site';

describe('playgroundSite', () => {
	it('is a self-hosted English site with the AI assistant and video chapters on by default', () => {
		expect(playgroundSite('')).toEqual({
			locale: 'en_US',
			type: 'self-hosted',
			id: 1,
			features: { 'ai-assistant': true, 'video-chapters': true },
			isPrivate: false,
		});
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
			features: { 'ai-assistant': false, 'ai-assistant-playground': true, 'video-chapters': true },
			isPrivate: false,
		});
	});

	it('ignores an unknown site type and empty flags', () => {
		expect(playgroundSite('?site=mars&features=,,').type).toBe('self-hosted');
		expect(playgroundSite('?features=,,').features).toEqual({
			'ai-assistant': true,
			'video-chapters': true,
		});
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
