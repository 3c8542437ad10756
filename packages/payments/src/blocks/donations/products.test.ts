import type { MembershipProduct } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { donationPlansIn } from './products';

const product = (
	id: number,
	currency: string,
	interval: string,
	type: string | null = 'donation'
): MembershipProduct => ({
	id,
	currency,
	interval,
	type,
});

const threeIn = (currency: string, first: number) => [
	product(first, currency, 'one-time'),
	product(first + 1, currency, '1 month'),
	product(first + 2, currency, '1 year'),
];

describe('donationPlansIn', () => {
	it('finds the donation product of each interval in the currency', () => {
		const products = [...threeIn('EUR', 1), ...threeIn('USD', 10)];
		expect(donationPlansIn(products, 'USD')).toEqual({ 'one-time': 10, '1 month': 11, '1 year': 12 });
	});

	it('finds none when an interval is missing or only other kinds of product have it', () => {
		expect(donationPlansIn(threeIn('USD', 1).slice(0, 2), 'USD')).toBeUndefined();
		expect(
			donationPlansIn([...threeIn('USD', 1).slice(0, 2), product(9, 'USD', '1 year', null)], 'USD')
		).toBeUndefined();
		expect(donationPlansIn(threeIn('EUR', 1), 'USD')).toBeUndefined();
	});
});
