import type { CreatedProducts, MembershipProduct, MembershipsStatus } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { donationPlansIn, resolveDonationProducts } from './products';

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

/** A `create` that answers the products it is given and records the currencies it was asked for. */
function creator(answer: (currency: string) => CreatedProducts) {
	const asked: string[] = [];
	return {
		asked,
		create: async (currency: string) => {
			asked.push(currency);
			return answer(currency);
		},
	};
}

const status = (
	products: MembershipProduct[],
	extra: Partial<MembershipsStatus> = {}
): MembershipsStatus => ({
	products,
	...extra,
});

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

describe('resolveDonationProducts', () => {
	it('reuses the products the site has for the currency and creates nothing', async () => {
		const { asked, create } = creator(() => ({ products: [] }));
		await expect(resolveDonationProducts(status(threeIn('USD', 4)), 'USD', create)).resolves.toEqual({
			kind: 'ready',
			plans: { 'one-time': 4, '1 month': 5, '1 year': 6 },
		});
		expect(asked).toEqual([]);
	});

	it('reuses them even while the site has no payment account', async () => {
		const { create } = creator(() => ({ products: [] }));
		const answer = await resolveDonationProducts(
			status(threeIn('USD', 4), { connect_url: 'https://pay.test/connect' }),
			'USD',
			create
		);
		expect(answer.kind).toBe('ready');
	});

	it('gives -1 for each interval, and the connect address, when there is no account and no products', async () => {
		const { asked, create } = creator(() => ({ products: [] }));
		await expect(
			resolveDonationProducts(
				status(threeIn('EUR', 1), { connect_url: 'https://pay.test/connect' }),
				'USD',
				create
			)
		).resolves.toEqual({
			kind: 'not-connected',
			plans: { 'one-time': -1, '1 month': -1, '1 year': -1 },
			connectUrl: 'https://pay.test/connect',
		});
		expect(asked).toEqual([]);
	});

	it('creates the products of the currency when the account has none, and uses their ids', async () => {
		const { asked, create } = creator((currency) => ({ products: threeIn(currency, 20) }));
		await expect(resolveDonationProducts(status(threeIn('USD', 1)), 'JPY', create)).resolves.toEqual({
			kind: 'ready',
			plans: { 'one-time': 20, '1 month': 21, '1 year': 22 },
		});
		expect(asked).toEqual(['JPY']);
	});

	it('fails when the created products miss an interval', async () => {
		const { create } = creator((currency) => ({ products: threeIn(currency, 20).slice(1) }));
		await expect(resolveDonationProducts(status([]), 'USD', create)).rejects.toThrow(
			'The donation products in USD could not be created.'
		);
	});
});
