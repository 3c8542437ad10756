import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { aiTokenResponseSchema } from '@blockyard/api-client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { bodyOf, freshProvider, requestJson } from '../../testing/fresh-provider';

/**
 * A stand-in OpenAI-compatible server on a free port; answers with `status` or streams `pieces`
 * (and, with `breakOff`, drops the connection after them instead of ending the reply).
 */
async function fakeModel(pieces: readonly string[], status = 200, { breakOff = false } = {}) {
	const seen: { url?: string; authorization?: string; body?: unknown } = {};
	const readBody = async (request: IncomingMessage): Promise<string> => {
		let text = '';
		for await (const chunk of request) {
			text += String(chunk);
		}
		return text;
	};
	const server = createServer((request, response) => {
		void readBody(request).then((text) => {
			seen.url = request.url;
			seen.authorization = request.headers.authorization;
			seen.body = JSON.parse(text);
			if (status !== 200) {
				response.writeHead(status).end('{"error":"nope"}');
				return;
			}
			response.writeHead(200, { 'Content-Type': 'text/event-stream' });
			for (const piece of pieces) {
				response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
			}
			if (breakOff) {
				setTimeout(() => response.destroy(), 20);
				return;
			}
			response.end('data: [DONE]\n\n');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
	return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen };
}

afterEach(() => {
	vi.unstubAllEnvs();
});

async function query(question: string, extra: Record<string, unknown> = {}) {
	const provider = freshProvider();
	const { token } = await bodyOf(
		await requestJson(provider, '/wp-json/jetpack/v4/jetpack-ai-jwt', { method: 'POST' }),
		aiTokenResponseSchema
	);
	return requestJson(provider, '/wpcom/v2/jetpack-ai-query', {
		method: 'POST',
		json: { question, ...extra },
		headers: { Authorization: `Bearer ${token}` },
	});
}

describe('AI query with BLOCKYARD_AI_UPSTREAM', () => {
	it('relays the upstream model’s stream', async () => {
		const model = await fakeModel(['Hello', ' from', ' the model ✓']);
		vi.stubEnv('BLOCKYARD_AI_UPSTREAM', model.url);
		vi.stubEnv('BLOCKYARD_AI_KEY', 'sk-test');
		vi.stubEnv('BLOCKYARD_AI_MODEL', 'tiny');
		const response = await query('Say hello');
		expect(response.status).toBe(200);
		const text = await response.text();
		expect(text).toContain('"content":" the model ✓"');
		expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
		expect(model.seen).toEqual({
			url: '/v1/chat/completions',
			authorization: 'Bearer sk-test',
			body: { model: 'tiny', stream: true, messages: [{ role: 'user', content: 'Say hello' }] },
		});
	});

	it('asks the upstream for the model the client asked for, when it is allowed', async () => {
		const model = await fakeModel(['Hi']);
		vi.stubEnv('BLOCKYARD_AI_UPSTREAM', model.url);
		vi.stubEnv('BLOCKYARD_AI_MODEL', 'tiny');
		vi.stubEnv('BLOCKYARD_AI_MODELS', 'gpt-4=large');

		expect((await query('Say hello', { model: 'gpt-4' })).status).toBe(200);
		expect(model.seen.body).toMatchObject({ model: 'large' });
		await query('Say hello', { model: 'gpt-5' });
		expect(model.seen.body).toMatchObject({ model: 'tiny' });
		await query('Say hello');
		expect(model.seen.body).toMatchObject({ model: 'tiny' });
	});

	it('answers 503 when the upstream fails, 429 when it is rate limited', async () => {
		const broken = await fakeModel([], 500);
		vi.stubEnv('BLOCKYARD_AI_UPSTREAM', broken.url);
		expect((await query('x')).status).toBe(503);
		const limited = await fakeModel([], 429);
		vi.stubEnv('BLOCKYARD_AI_UPSTREAM', limited.url);
		expect((await query('x')).status).toBe(429);
	});

	it('ends the stream with an error object when the upstream breaks off part-way', async () => {
		const model = await fakeModel(['Hello'], 200, { breakOff: true });
		vi.stubEnv('BLOCKYARD_AI_UPSTREAM', model.url);
		const response = await query('Say hello');
		expect(response.status).toBe(200);
		const text = await response.text();
		expect(text).toContain('"content":"Hello"');
		expect(text).toContain('"error":{"code":"ai_engine_failed"');
		expect(text).not.toContain('[DONE]');
	});
});
