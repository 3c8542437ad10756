import { bindCalls, hostedMemberships } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('hostedMemberships', () => {
	it('status answers the connected account; createDonationProducts and createProduct add products', async () => {
		const memberships = bindCalls(hostedMemberships, provider.api);
		const fresh = await memberships.status({ source: 'gutenberg', type: 'donation', isEditable: false });
		expect(fresh).toMatchObject({ connected_account_default_currency: 'USD', products: [] });

		const created = await memberships.createDonationProducts('USD');
		expect(created.products).toHaveLength(3);
		const plan = await memberships.createProduct({
			title: 'Supporter',
			price: 3,
			currency: 'USD',
			interval: '1 month',
			description: 'Monthly support',
		});
		expect(plan).toMatchObject({ title: 'Supporter', price: 3, currency: 'USD', interval: '1 month' });

		const donations = await memberships.status({
			source: 'gutenberg',
			type: 'donation',
			isEditable: false,
		});
		expect(donations.products.map((product) => product.interval)).toEqual([
			'one-time',
			'1 month',
			'1 year',
		]);
		const plans = await memberships.status({ source: 'gutenberg-wpcom', type: 'all', isEditable: true });
		expect(plans.products.map((product) => product.id)).toEqual([plan.id]);
	});

	it('createProduct raises the server message for a bad product', async () => {
		await expect(
			hostedMemberships.createProduct(provider.api, {
				title: '',
				price: 3,
				currency: 'USD',
				interval: '1 month',
			})
		).rejects.toMatchObject({ status: 400, code: 'rest_invalid_param' });
	});
});
