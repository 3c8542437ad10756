import { describe, expect, it } from 'vitest';

import { checkoutAddress, paidPlan, returnAddress } from './checkout';

describe('the way to the checkout and back', () => {
	it('comes back to the page without the paid flags or a fragment', () => {
		expect(
			returnAddress(
				'https://site.test/give/?p=3&blockyard_donation=paid&blockyard_donation_plan=4#donate'
			)
		).toBe('https://site.test/give/?p=3');
	});

	it('asks the checkout for the plan and the amount, with the way back', () => {
		const address = new URL(
			checkoutAddress('/wp-json/wpcom/v2/memberships/checkout', 4, 15.5, 'https://site.test/give/?p=3')
		);
		expect(address.origin + address.pathname).toBe(
			'https://site.test/wp-json/wpcom/v2/memberships/checkout'
		);
		expect(Object.fromEntries(address.searchParams)).toEqual({
			plan: '4',
			amount: '15.5',
			return: 'https://site.test/give/?p=3',
		});
	});

	it('reads the plan just paid for, and nothing without the paid flag', () => {
		expect(paidPlan('https://site.test/?blockyard_donation=paid&blockyard_donation_plan=4')).toBe(4);
		expect(paidPlan('https://site.test/?blockyard_donation_plan=4')).toBeUndefined();
		expect(
			paidPlan('https://site.test/?blockyard_donation=paid&blockyard_donation_plan=x')
		).toBeUndefined();
	});
});
