import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('publicApi.plans', () => {
	it('list reads the v1.5 sibling of the public root', async () => {
		const client = provider.clientWith({
			roots: { publicApi: provider.restRoot.replace(/wp-json\/$/, 'rest/v1.1/') },
		});
		const plans = await client.publicApi.plans.list();
		expect(plans.map((plan) => plan.product_name)).toEqual(['Free', 'Personal', 'Premium', 'Business']);
	});
});
