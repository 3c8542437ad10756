import { ai } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { collect } from './ai-helpers';
import { startProviderForTests } from './provider';

// Twenty queries: unpaced, or the file would take the pace × every piece of every reply.
const provider = startProviderForTests({ env: { BLOCKYARD_AI_OFFLINE_PACE_MS: '0' } });

describe('ai.feature and the free requests', () => {
	it('reports the quota, counts each query, and answers quota exceeded past 20', async () => {
		const { api } = provider;
		await expect(ai.feature(api)).resolves.toEqual({
			hasFeature: false,
			isOverLimit: false,
			requestsCount: 0,
			requestsLimit: 20,
			siteRequireUpgrade: false,
			upgradeType: 'default',
			acceptsImages: false,
		});
		const { token } = await ai.requestToken(api, { storage: null });
		for (let index = 1; index <= 20; index++) {
			const { code } = await collect(ai.streamQuery(api, { token, question: `Question ${index}` }));
			expect(code).toBeUndefined();
		}
		await expect(ai.feature(api)).resolves.toMatchObject({
			requestsCount: 20,
			isOverLimit: true,
			siteRequireUpgrade: true,
		});
		const over = await collect(ai.streamQuery(api, { token, question: 'One more' }));
		expect(over.events).toEqual([]);
		expect(over.code).toBe('error_quota_exceeded');
		expect(over.error).toMatchObject({
			status: 429,
			severity: 'info',
			message: 'You have reached the limit of requests for this site.',
		});
		expect((await ai.feature(api)).requestsCount).toBe(20);
	});
});
