import { describe, expect, it } from 'vitest';

import {
	createdProductsSchema,
	membershipProductSchema,
	membershipsStatusSchema,
	moneyMessage,
	subscriberCountsSchema,
} from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';

describe('wpcom/v2/memberships and subscribers', () => {
	it('answers a connected account with no products on a fresh site', async () => {
		const provider = freshProvider();
		const status = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/memberships/status?source=gutenberg&type=all'),
			membershipsStatusSchema
		);
		expect(status).toMatchObject({
			connected_account_id: 'acct_local_test',
			connected_account_default_currency: 'USD',
			products: [],
		});
		expect(status.connect_url).toBeUndefined();
	});

	it('creates donation tiers and plans, and filters them by type and editability', async () => {
		const provider = freshProvider();
		const created = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/memberships/products', {
				method: 'POST',
				json: { type: 'donation', currency: 'EUR', is_editable: false },
			}),
			createdProductsSchema
		);
		expect(created.products?.map((product) => product.interval)).toEqual([
			'one-time',
			'1 month',
			'1 year',
		]);
		const plan = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/memberships/product', {
				method: 'POST',
				json: { title: 'Gold', price: 5, currency: 'EUR', interval: '1 month' },
			}),
			membershipProductSchema
		);
		expect(plan).toMatchObject({ id: 4, title: 'Gold', price: 5, currency: 'EUR', interval: '1 month' });

		const donations = await bodyOf(
			await requestJson(
				provider,
				'/wp-json/wpcom/v2/memberships/status?source=gutenberg&type=donation&is_editable=false'
			),
			membershipsStatusSchema
		);
		expect(donations.products.map((product) => product.id)).toEqual([1, 2, 3]);
		const all = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/memberships/status?type=all&is_editable=true'),
			membershipsStatusSchema
		);
		expect(all.products.map((product) => product.id)).toEqual([4]);
	});

	it('refuses a product without a valid currency', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, '/wp-json/wpcom/v2/memberships/product', {
			method: 'POST',
			json: { title: 'Gold', price: 5, currency: 'euro', interval: '1 month' },
		});
		expect(response.status).toBe(400);
		expect((await bodyOf(response, restErrorSchema)).code).toBe('rest_invalid_param');
	});

	it.each([
		[
			'a price past the maximum',
			{ price: 1e308 },
			'price',
			moneyMessage('aboveMaximum', { maximum: '$1,000,000.00' }),
		],
		[
			'more decimals than the currency has',
			{ price: 1e-9 },
			'price',
			moneyMessage('tooManyDecimals', { decimals: 2 }),
		],
		[
			'decimals in a currency without',
			{ price: 10.5, currency: 'JPY' },
			'price',
			moneyMessage('noDecimals'),
		],
		[
			'a price under the currency’s minimum',
			{ price: 40, currency: 'JPY' },
			'price',
			'Minimum allowed price is ¥50.',
		],
		[
			'a currency the blocks do not offer',
			{ currency: 'ZZZ' },
			'currency',
			moneyMessage('chooseCurrency'),
		],
		[
			'a currency of the payment button only',
			{ currency: 'CZK' },
			'currency',
			moneyMessage('chooseCurrency'),
		],
	])('refuses a product with %s, in the block’s words', async (_, change, key, message) => {
		const provider = freshProvider();
		const response = await requestJson(provider, '/wp-json/wpcom/v2/memberships/product', {
			method: 'POST',
			json: { title: 'Gold', price: 5, currency: 'USD', interval: '1 month', ...change },
		});
		expect(response.status).toBe(400); // each was 200, and a product
		expect(await bodyOf(response, restErrorSchema)).toMatchObject({
			code: 'rest_invalid_param',
			message,
			data: { key },
		});
		const status = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/memberships/status?type=all'),
			membershipsStatusSchema
		);
		expect(status.products).toEqual([]);
	});

	it('makes donation tiers only in the donation currencies, from the currency’s minimum', async () => {
		const provider = freshProvider();
		const create = (currency: string) =>
			requestJson(provider, '/wp-json/wpcom/v2/memberships/products', {
				method: 'POST',
				json: { type: 'donation', currency, is_editable: false },
			});
		const refused = await create('ZZZ');
		expect(refused.status).toBe(400); // was 200, and three tiers in ZZZ
		expect((await bodyOf(refused, restErrorSchema)).message).toBe(moneyMessage('chooseCurrency'));
		const yen = await bodyOf(await create('JPY'), createdProductsSchema);
		expect(yen.products?.map((product) => product.price)).toEqual([50, 50, 50]); // was 0.5
	});

	it('answers the subscriber counts', async () => {
		const provider = freshProvider();
		const counts = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/subscribers/counts'),
			subscriberCountsSchema
		);
		expect(counts.counts).toEqual({ social_followers: 12, email_subscribers: 5, paid_subscribers: 1 });
	});
});
