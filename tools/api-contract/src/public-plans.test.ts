import { publicPlans } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('publicPlans', () => {
	it('list reads the v1.5 sibling of the public root, on the platform root', async () => {
		expect(provider.api.roots.publicApi).toBe(`${provider.origin}rest/v1.1/`);
		const plans = await publicPlans.list(provider.api);
		expect(plans.map((plan) => plan.product_name)).toEqual(['Free', 'Personal', 'Premium', 'Business']);
	});
});
