import { hostedSubscribers } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('hostedSubscribers', () => {
	it('counts answers the three audience numbers', async () => {
		const { counts } = await hostedSubscribers.counts(provider.api);
		expect(counts).toEqual({ social_followers: 12, email_subscribers: 5, paid_subscribers: 1 });
	});
});
