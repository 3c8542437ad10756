import { ai, AI_TOKEN_STORAGE_KEY, isAiError } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { countingFetch, memoryStorage } from './ai-helpers';
import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('ai.requestToken', () => {
	it('fetches a token from the plugin path and reuses the cached one', async () => {
		const counting = countingFetch();
		const api = provider.apiWith({ fetch: counting.fetch });
		const storage = memoryStorage();
		const first = await ai.requestToken(api, { storage });
		expect(first.blogId).toBe('1');
		expect(first.token.split('.')).toHaveLength(3);
		expect(first.expire).toBeGreaterThan(Date.now());
		expect(counting.urls).toHaveLength(1);
		expect(counting.urls[0]).toMatch(/\/wp-json\/jetpack\/v4\/jetpack-ai-jwt\?_cacheBuster=\d+$/);
		expect(JSON.parse(storage.map.get(AI_TOKEN_STORAGE_KEY) ?? '{}')).toEqual(first);

		await expect(ai.requestToken(api, { storage })).resolves.toEqual(first);
		expect(counting.urls).toHaveLength(1);

		const later = await ai.requestToken(api, { storage, now: () => first.expire + 1 });
		expect(counting.urls).toHaveLength(2);
		expect(later.expire).toBe(first.expire + 1 + 120_000);
	});

	it('fetches from the hosted path for a simple site', async () => {
		const counting = countingFetch();
		const api = provider.apiWith({ fetch: counting.fetch });
		const record = await ai.requestToken(api, { storage: null, simpleSite: true, siteId: 1 });
		expect(record.blogId).toBe('1');
		expect(counting.urls[0]).toMatch(/\/wp-json\/wpcom\/v2\/sites\/1\/jetpack-openai-query\/jwt$/);
	});

	it('rejects with an AiError when the token cannot be fetched', async () => {
		const error: unknown = await ai
			.requestToken(provider.api, { storage: null, simpleSite: true, siteId: 404 })
			.catch((e: unknown) => e);
		expect(isAiError(error) && error.code).toBe('error_network');
		expect(isAiError(error) && error.status).toBe(404);
	});
});
