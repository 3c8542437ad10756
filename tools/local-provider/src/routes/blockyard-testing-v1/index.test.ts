import { aiFeatureSchema, aiTokenResponseSchema } from '@blockyard/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';
import type { Provider } from '../../create-provider';

const setCount = (provider: Provider, json: unknown) =>
	requestJson(provider, '/wp-json/blockyard-testing/v1/ai-requests', { method: 'PUT', json });

const countOf = async (provider: Provider): Promise<number> =>
	(await bodyOf(await requestJson(provider, '/wp-json/wpcom/v2/ai-assistant-feature'), aiFeatureSchema))[
		'requests-count'
	];

const namespacesOf = async (provider: Provider): Promise<string[]> =>
	(
		await bodyOf(
			await requestJson(provider, '/wp-json/'),
			z.looseObject({ namespaces: z.array(z.string()) })
		)
	).namespaces;

beforeEach(() => {
	vi.stubEnv('BLOCKYARD_AI_OFFLINE_PACE_MS', '0');
});

afterEach(() => {
	vi.unstubAllEnvs();
});

describe('PUT blockyard-testing/v1/ai-requests', () => {
	it('sets the AI request count when faults are on', async () => {
		const provider = freshProvider({ faults: true });
		const response = await setCount(provider, { count: 20 });
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ count: 20 });
		expect(await countOf(provider)).toBe(20);

		const { token } = await bodyOf(
			await requestJson(provider, '/wp-json/jetpack/v4/jetpack-ai-jwt', { method: 'POST' }),
			aiTokenResponseSchema
		);
		const query = () =>
			requestJson(provider, '/wpcom/v2/jetpack-ai-query', {
				method: 'POST',
				json: { question: 'Hi' },
				headers: { Authorization: `Bearer ${token}` },
			});
		expect((await query()).status).toBe(429);
		expect((await setCount(provider, { count: 0 })).status).toBe(200);
		const again = await query();
		expect(again.status).toBe(200);
		await again.text();
		expect(await countOf(provider)).toBe(1);
		expect(await namespacesOf(provider)).toContain('blockyard-testing/v1');
	});

	it.each([{}, { count: -1 }, { count: 1.5 }, { count: '3' }, { count: 1, extra: true }])(
		'refuses %j with 400',
		async (json) => {
			const response = await setCount(freshProvider({ faults: true }), json);
			expect(response.status).toBe(400);
			expect((await bodyOf(response, restErrorSchema)).code).toBe('rest_invalid_param');
		}
	);

	it('does not exist without faults', async () => {
		const provider = freshProvider();
		const response = await setCount(provider, { count: 20 });
		expect(response.status).toBe(404);
		expect((await bodyOf(response, restErrorSchema)).code).toBe('rest_no_route');
		expect(await countOf(provider)).toBe(0);
		expect(await namespacesOf(provider)).not.toContain('blockyard-testing/v1');
	});
});
