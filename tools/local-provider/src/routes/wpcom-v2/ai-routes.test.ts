import { inflateSync } from 'node:zlib';

import {
	aiFeatureSchema,
	aiImagesSchema,
	aiStreamEventSchema,
	aiTokenResponseSchema,
} from '@blockyard/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OFFLINE_LABEL } from '../../ai/offline-engine';
import { FAULT_HEADER } from '../../http/faults';
import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';
import type { Provider } from '../../create-provider';

async function tokenOf(provider: Provider): Promise<string> {
	const response = await requestJson(provider, '/wp-json/jetpack/v4/jetpack-ai-jwt', { method: 'POST' });
	return (await bodyOf(response, aiTokenResponseSchema)).token;
}

/** A query to the AI route where the platform has it, beside `/rest/v1.1/`. */
const ask = (provider: Provider, token: string, json: unknown, headers: Record<string, string> = {}) =>
	requestJson(provider, '/wpcom/v2/jetpack-ai-query', {
		method: 'POST',
		json,
		headers: { Authorization: `Bearer ${token}`, ...headers },
	});

/** The `data` lines of an SSE body. */
const dataOf = (text: string): string[] =>
	text
		.split('\n\n')
		.filter((block) => block.startsWith('data: '))
		.map((block) => block.slice('data: '.length));

const contentOf = (data: readonly string[]): string =>
	data
		.filter((item) => item !== '[DONE]')
		.map((item) => aiStreamEventSchema.parse(JSON.parse(item)).choices[0]?.delta?.content ?? '')
		.join('');

beforeEach(() => {
	// Unpaced unless a test asks: the pace has tests of its own below.
	vi.stubEnv('BLOCKYARD_AI_OFFLINE_PACE_MS', '0');
});

afterEach(() => {
	vi.unstubAllEnvs();
});

/** The body's SSE `data`, and how long reading it took. */
async function timedData(response: Response): Promise<{ data: string[]; ms: number }> {
	const started = performance.now();
	const text = await response.text();
	return { data: dataOf(text), ms: performance.now() - started };
}

describe('AI tokens', () => {
	it('issues a token with the demo blog id on both paths', async () => {
		const provider = freshProvider();
		const plugin = await bodyOf(
			await requestJson(provider, '/wp-json/jetpack/v4/jetpack-ai-jwt?_cacheBuster=1', {
				method: 'POST',
			}),
			aiTokenResponseSchema
		);
		expect(plugin.blog_id).toBe(1);
		expect(plugin.token.split('.')).toHaveLength(3);
		const hosted = await requestJson(provider, '/wp-json/wpcom/v2/sites/1/jetpack-openai-query/jwt', {
			method: 'POST',
		});
		expect((await bodyOf(hosted, aiTokenResponseSchema)).blog_id).toBe(1);
		const other = await requestJson(provider, '/wp-json/wpcom/v2/sites/99/jetpack-openai-query/jwt', {
			method: 'POST',
		});
		expect(other.status).toBe(404);
	});

	it('refuses a query without a token it issued', async () => {
		const provider = freshProvider();
		for (const token of ['', 'a.b.c', `${await tokenOf(provider)}x`]) {
			const response = await ask(provider, token, { question: 'Hi' });
			expect(response.status).toBe(401);
			expect((await bodyOf(response, restErrorSchema)).code).toBe('rest_forbidden');
		}
		const otherFolder = freshProvider();
		expect((await ask(provider, await tokenOf(otherFolder), { question: 'Hi' })).status).toBe(401);
	});
});

describe('AI query', () => {
	it('streams server-sent events ending with [DONE], from the offline engine', async () => {
		const provider = freshProvider();
		const response = await ask(provider, await tokenOf(provider), {
			question: 'Correct spelling and grammar: Teh cat sat on teh mat becuase it was wierd.',
		});
		expect(response.status).toBe(200);
		expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
		const data = dataOf(await response.text());
		expect(data.at(-1)).toBe('[DONE]');
		expect(data.length).toBeGreaterThan(5);
		const text = contentOf(data);
		expect(text.startsWith(OFFLINE_LABEL)).toBe(true);
		expect(text).toContain('The cat sat on the mat because it was weird.');
	});

	it('answers a Form AI request (its feature) with contact form block markup', async () => {
		const provider = freshProvider();
		const response = await ask(provider, await tokenOf(provider), {
			feature: 'jetpack-form-ai-extension',
			messages: [{ role: 'user', content: 'A form with an email and a phone number' }],
		});
		const data = dataOf(await response.text());
		expect(data.length).toBeGreaterThan(10);
		expect(contentOf(data)).toBe(
			[
				'<!-- wp:blockyard/contact-form -->',
				'<!-- wp:blockyard/field-email {"label":"Email","required":true} /-->',
				'<!-- wp:blockyard/field-telephone {"label":"Phone"} /-->',
				'<!-- wp:blockyard/button {"element":"button","text":"Submit","saveInPostContent":true} /-->',
				'<!-- /wp:blockyard/contact-form -->',
			].join('\n')
		);
	});

	it('refuses a body without a question or messages', async () => {
		const provider = freshProvider();
		const response = await ask(provider, await tokenOf(provider), { post_id: 1 });
		expect(response.status).toBe(400);
	});

	it('accepts the model a client asks for, and refuses one that is not a name', async () => {
		const provider = freshProvider();
		const token = await tokenOf(provider);
		expect((await ask(provider, token, { question: 'Hello', model: 'gpt-4' })).status).toBe(200);
		expect((await ask(provider, token, { question: 'Hello', model: 42 })).status).toBe(400);
		expect((await ask(provider, token, { question: 'Hello', model: 'x'.repeat(101) })).status).toBe(400);
	});

	it('counts queries against the free requests and answers 429 past them', async () => {
		vi.stubEnv('BLOCKYARD_AI_FREE_REQUESTS', '2');
		const provider = freshProvider();
		const token = await tokenOf(provider);
		const feature = async () =>
			bodyOf(await requestJson(provider, '/wp-json/wpcom/v2/ai-assistant-feature'), aiFeatureSchema);
		expect(await feature()).toMatchObject({
			'requests-count': 0,
			'requests-limit': 2,
			'is-over-limit': false,
		});
		expect((await ask(provider, token, { question: 'a' })).status).toBe(200);
		expect((await ask(provider, token, { question: 'b' })).status).toBe(200);
		expect(await feature()).toMatchObject({
			'requests-count': 2,
			'is-over-limit': true,
			'site-require-upgrade': true,
		});
		const over = await ask(provider, token, { question: 'c' });
		expect(over.status).toBe(429);
		expect((await feature())['requests-count']).toBe(2);
	});
});

describe('AI query pace', () => {
	it('spreads the offline reply over time: BLOCKYARD_AI_OFFLINE_PACE_MS between pieces', async () => {
		vi.stubEnv('BLOCKYARD_AI_OFFLINE_PACE_MS', '10');
		const provider = freshProvider();
		const { data, ms } = await timedData(
			await ask(provider, await tokenOf(provider), { question: 'Hi' })
		);
		expect(contentOf(data)).toMatch(/^_Offline engine/);
		expect(ms).toBeGreaterThanOrEqual((data.length - 2) * 10 * 0.8);
	});

	it('the pace=ms fault adds a wait between events, with the same text', async () => {
		const provider = freshProvider({ faults: true });
		const token = await tokenOf(provider);
		const plain = await timedData(await ask(provider, token, { question: 'Hi' }));
		const paced = await timedData(
			await ask(provider, token, { question: 'Hi' }, { [FAULT_HEADER]: 'pace=15' })
		);
		expect(contentOf(paced.data)).toBe(contentOf(plain.data));
		expect(paced.data.at(-1)).toBe('[DONE]');
		expect(paced.ms).toBeGreaterThanOrEqual((paced.data.length - 1) * 15 * 0.8);
	});

	it('tokens=N streams a reply of N pieces with faults on, and is ignored without them', async () => {
		const provider = freshProvider({ faults: true });
		const long = await timedData(
			await ask(
				provider,
				await tokenOf(provider),
				{ question: 'Hi' },
				{ [FAULT_HEADER]: 'tokens=20000' }
			)
		);
		expect(long.data).toHaveLength(20_001);
		expect(long.data.at(-1)).toBe('[DONE]');
		expect(contentOf(long.data)).toMatch(/^Bees visit flowers/);

		const off = freshProvider();
		const plain = await timedData(
			await ask(off, await tokenOf(off), { question: 'Hi' }, { [FAULT_HEADER]: 'tokens=20000' })
		);
		expect(contentOf(plain.data)).toMatch(/^_Offline engine/);
	});

	it('a reader that stops mid-stream ends a slow stream at once', async () => {
		const provider = freshProvider({ faults: true });
		const response = await ask(
			provider,
			await tokenOf(provider),
			{ question: 'Hi' },
			{ [FAULT_HEADER]: 'pace=10000' }
		);
		const reader = response.body?.getReader();
		expect((await reader?.read())?.done).toBe(false);
		const started = performance.now();
		await reader?.cancel();
		expect(performance.now() - started).toBeLessThan(1000);
	});
});

describe('AI images', () => {
	it('answers real PNGs, the same for the same prompt', async () => {
		const provider = freshProvider();
		const generate = async (prompt: string) =>
			bodyOf(
				await requestJson(provider, '/wp-json/wpcom/v2/jetpack-ai/images/generations', {
					method: 'POST',
					json: { prompt, post_id: 1 },
				}),
				aiImagesSchema
			);
		const { data } = await generate('A red kite');
		expect(data).toHaveLength(2);
		const png = Buffer.from(data[0]?.b64_json ?? '', 'base64');
		expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
		expect(png.readUInt32BE(16)).toBe(64);
		const idat = png.indexOf('IDAT');
		const length = png.readUInt32BE(idat - 4);
		expect(inflateSync(png.subarray(idat + 4, idat + 4 + length))).toHaveLength(64 * (1 + 64 * 3));
		expect((await generate('A red kite')).data).toEqual(data);
		expect((await generate('A blue whale')).data).not.toEqual(data);
	});
});
