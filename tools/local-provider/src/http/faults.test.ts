import { aiFeatureSchema, aiTokenResponseSchema } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { readCliConfig } from '../cli-config';
import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../testing/fresh-provider';
import { FAULT_HEADER, parseFaults } from './faults';

const settings = (faults: string, on: boolean) =>
	requestJson(freshProvider({ faults: on }), '/wp-json/wp/v2/settings', {
		headers: { [FAULT_HEADER]: faults },
	});

describe('parseFaults', () => {
	it('reads every directive', () => {
		expect(
			parseFaults(
				'status=503, delay=20; cut-after=2, pace=50, malformed-json, unclear, error-event, tokens=20000'
			)
		).toEqual({
			status: 503,
			delayMs: 20,
			cutAfter: 2,
			paceMs: 50,
			malformedJson: true,
			unclear: true,
			errorEvent: true,
			tokens: 20_000,
		});
	});

	it.each([
		'status=200',
		'status=abc',
		'delay=-1',
		'explode',
		'cut-after=',
		'pace=10001',
		'pace=fast',
		'tokens=0',
		'tokens=100001',
	])('refuses %j', (header) => {
		expect(() => parseFaults(header)).toThrow(FAULT_HEADER);
	});
});

describe('fault injection', () => {
	it('is inert without the flag: the header changes nothing', async () => {
		for (const header of ['status=503', 'malformed-json', 'delay=5000', 'explode']) {
			const response = await settings(header, false);
			expect(response.status).toBe(200);
			expect(await response.json()).toMatchObject({ title: 'Blockyard Playground' });
		}
	});

	it('answers a forced status in WordPress error shape', async () => {
		for (const [status, code] of [
			[429, 'rate_limit_exceeded'],
			[503, 'service_unavailable'],
			[422, 'moderation_flagged'],
			[500, 'internal_server_error'],
		] as const) {
			const response = await settings(`status=${status}`, true);
			expect(response.status).toBe(status);
			expect((await bodyOf(response, restErrorSchema)).code).toBe(code);
		}
	});

	it('breaks a JSON body, delays, and refuses an unknown fault', async () => {
		const broken = await settings('malformed-json', true);
		expect(broken.status).toBe(200);
		await expect(broken.clone().json()).rejects.toThrow();
		const started = performance.now();
		expect((await settings('delay=120', true)).status).toBe(200);
		expect(performance.now() - started).toBeGreaterThanOrEqual(110);
		expect((await settings('explode', true)).status).toBe(400);
	});

	it('drops a delayed request whose client has gone, without running its route', async () => {
		const provider = freshProvider({ faults: true });
		const gone = new AbortController();
		const answer = requestJson(provider, '/wp-json/blockyard-testing/v1/ai-requests', {
			method: 'PUT',
			headers: { [FAULT_HEADER]: 'delay=60000' },
			json: { count: 7 },
			signal: gone.signal,
		});
		await new Promise((resolve) => setTimeout(resolve, 20));
		gone.abort();
		await answer;
		// The route did not run: it would have set the count (and, on a provider closing meanwhile,
		// failed on its closed database).
		const feature = await requestJson(provider, '/wp-json/wpcom/v2/ai-assistant-feature');
		expect((await bodyOf(feature, aiFeatureSchema))['requests-count']).toBe(0);
		expect(provider.errors).toEqual([]);
	});

	it('leaves requests without the header alone when on', async () => {
		const provider = freshProvider({ faults: true });
		const response = await requestJson(provider, '/wp-json/jetpack/v4/jetpack-ai-jwt', {
			method: 'POST',
		});
		expect((await bodyOf(response, aiTokenResponseSchema)).blog_id).toBe(1);
	});

	it('is turned on from the CLI with BLOCKYARD_PROVIDER_FAULTS=1 only', () => {
		expect(readCliConfig({ BLOCKYARD_PROVIDER_FAULTS: '1' }).faults).toBe(true);
		expect(readCliConfig({ BLOCKYARD_PROVIDER_FAULTS: '0' }).faults).toBeUndefined();
		expect(readCliConfig({}).faults).toBeUndefined();
	});
});
