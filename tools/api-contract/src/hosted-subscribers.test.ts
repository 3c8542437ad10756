import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('hosted.subscribers', () => {
	it('counts answers the three audience numbers', async () => {
		const { counts } = await provider.client.hosted.subscribers.counts();
		expect(counts).toEqual({ social_followers: 12, email_subscribers: 5, paid_subscribers: 1 });
	});
});
