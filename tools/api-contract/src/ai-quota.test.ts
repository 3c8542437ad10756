import { describe, expect, it } from 'vitest';

import { aiClient, collect } from './ai-helpers';
import { startProviderForTests } from './provider';

// Twenty queries: unpaced, or the file would take the pace × every piece of every reply.
const provider = startProviderForTests({ env: { BLOCKYARD_AI_OFFLINE_PACE_MS: '0' } });

describe('ai.feature and the free requests', () => {
	it('reports the quota, counts each query, and answers quota exceeded past 20', async () => {
		const client = aiClient(provider);
		await expect(client.ai.feature()).resolves.toEqual({
			hasFeature: false,
			isOverLimit: false,
			requestsCount: 0,
			requestsLimit: 20,
			siteRequireUpgrade: false,
			upgradeType: 'default',
		});
		const { token } = await client.ai.requestToken({ storage: null });
		for (let index = 1; index <= 20; index++) {
			const { code } = await collect(client.ai.streamQuery({ token, question: `Question ${index}` }));
			expect(code).toBeUndefined();
		}
		await expect(client.ai.feature()).resolves.toMatchObject({
			requestsCount: 20,
			isOverLimit: true,
			siteRequireUpgrade: true,
		});
		const over = await collect(client.ai.streamQuery({ token, question: 'One more' }));
		expect(over.events).toEqual([]);
		expect(over.code).toBe('error_quota_exceeded');
		expect(over.error).toMatchObject({
			status: 429,
			severity: 'info',
			message: 'You have reached the limit of requests for this site.',
		});
		expect((await client.ai.feature()).requestsCount).toBe(20);
	});
});
