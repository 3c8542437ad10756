import { describe, expect, it } from 'vitest';

import { hasAddressFlag } from './address-flags';
import { takeAddressFlags } from './take-address-flags';
import { addressNotices, MY_PLAN_URL } from './address-notices';

const notices = (search: string) =>
	addressNotices(takeAddressFlags(`https://example.com/wp-admin/post.php${search}`).flags, 'example.com');

describe('the notices of the address flags', () => {
	it('congratulate on the plan bought, by its name when the address has it, with View my plan', () => {
		const viewMyPlan = [{ label: 'View my plan', url: `${MY_PLAN_URL}example.com` }];
		expect(notices('?post=1&plan_upgraded=1&plan_name=Premium')).toEqual([
			{
				status: 'success',
				message: 'Congratulations! Your site is now on the Premium plan.',
				actions: viewMyPlan,
			},
		]);
		expect(notices('?post=1&plan_upgraded=1')).toEqual([
			{
				status: 'success',
				message: 'Congratulations! Your site is now on a paid plan.',
				actions: viewMyPlan,
			},
		]);
	});

	it('say Stripe was connected, or that connecting it was cancelled', () => {
		expect(notices('?stripe_connect_success=1')).toEqual([
			{
				status: 'success',
				message: 'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
			},
		]);
		expect(notices('?stripe_connect_cancelled=1')).toEqual([
			{ status: 'info', message: 'You cancelled connecting your site to Stripe.' },
		]);
	});

	it('say nothing without a flag, or for a plan name alone', () => {
		expect(notices('?post=1&action=edit')).toEqual([]);
		expect(notices('?plan_name=Premium')).toEqual([]);
	});
});

describe('takeAddressFlags', () => {
	it('takes every flag out of the address and leaves the rest as it was', () => {
		const { flags, rest } = takeAddressFlags(
			'https://example.com/wp-admin/post.php?post=1&plan_upgraded=1&action=edit&plan_name=Premium&stripe_connect_success=true#top'
		);
		expect(flags).toEqual({ plan_upgraded: '1', plan_name: 'Premium', stripe_connect_success: 'true' });
		expect(rest).toBe('https://example.com/wp-admin/post.php?post=1&action=edit#top');
		expect(takeAddressFlags('https://example.com/?post=1').flags).toEqual({});
	});

	it('are found in the query alone', () => {
		expect(hasAddressFlag('?post=1&stripe_connect_success=1')).toBe(true);
		expect(hasAddressFlag('?post=1&action=edit')).toBe(false);
		expect(hasAddressFlag('')).toBe(false);
	});
});
