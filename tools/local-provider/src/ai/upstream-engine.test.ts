import { AI_IMAGES_NOT_ACCEPTED } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { EngineError, type EngineDelta } from './engine';
import { createUpstreamEngine, UPSTREAM_IMAGES_NOT_ACCEPTED, upstreamModel } from './upstream-engine';

const config = {
	upstream: 'http://model.test/v1',
	key: 'secret',
	model: 'm',
	models: new Map([['gpt-4', 'big']]),
	freeRequests: 20,
	offlinePaceMs: 0,
};

async function collect(iterable: AsyncIterable<EngineDelta>): Promise<EngineDelta[]> {
	const all: EngineDelta[] = [];
	for await (const delta of iterable) {
		all.push(delta);
	}
	return all;
}

describe('upstreamModel', () => {
	it('answers with a model the client asks for only when it is allowed', () => {
		expect(upstreamModel(config, 'gpt-4')).toBe('big');
		expect(upstreamModel(config, 'gpt-5')).toBe('m');
		expect(upstreamModel(config, 'constructor')).toBe('m');
		expect(upstreamModel(config, undefined)).toBe('m');
	});
});

describe('createUpstreamEngine', () => {
	it('posts to chat/completions with stream:true and relays content and function-call deltas', async () => {
		const requests: Request[] = [];
		const body =
			'data: {"choices":[{"delta":{"role":"assistant","content":"Hel"}}]}\r\n\r\n' +
			': keep-alive\n\n' +
			'data: {"choices":[{"delta":{"content":"lo é"}}]}\n\n' +
			'data: {"choices":[{"delta":{"function_call":{"name":"f","arguments":"{}"}}}]}\n\n' +
			'data: [DONE]\n\n' +
			'data: {"choices":[{"delta":{"content":"after"}}]}\n\n';
		const bytes = new TextEncoder().encode(body);
		const engine = createUpstreamEngine(config, async (input, init) => {
			requests.push(new Request(input, init));
			// Bytes in two chunks split inside 'é'.
			const cut = bytes.indexOf(0xc3) + 1;
			return new Response(
				new ReadableStream({
					start(controller) {
						controller.enqueue(bytes.slice(0, cut));
						controller.enqueue(bytes.slice(cut));
						controller.close();
					},
				})
			);
		});
		const deltas = await collect(
			await engine.answer({ messages: [{ role: 'user', content: 'Hi' }] }, new AbortController().signal)
		);
		expect(deltas).toEqual([
			{ content: 'Hel' },
			{ content: 'lo é' },
			{ functionCall: { name: 'f', arguments: '{}' } },
		]);
		expect(requests[0]?.url).toBe('http://model.test/v1/chat/completions');
		expect(requests[0]?.headers.get('Authorization')).toBe('Bearer secret');
		expect(await requests[0]?.json()).toEqual({
			model: 'm',
			stream: true,
			messages: [{ role: 'user', content: 'Hi' }],
		});
	});

	it.each([
		[429, 429],
		[500, 503],
		[401, 503],
	])('turns an upstream %i into an EngineError %i', async (status, expected) => {
		const engine = createUpstreamEngine(config, async () => new Response('no', { status }));
		const error: unknown = await engine
			.answer({ messages: [] }, new AbortController().signal)
			.catch((e: unknown) => e);
		expect(error).toBeInstanceOf(EngineError);
		expect((error as EngineError).status).toBe(expected);
	});

	it('turns an unreachable upstream into a 503', async () => {
		const engine = createUpstreamEngine(config, async () => {
			throw new TypeError('fetch failed');
		});
		const error: unknown = await engine
			.answer({ messages: [] }, new AbortController().signal)
			.catch((e: unknown) => e);
		expect((error as EngineError).status).toBe(503);
	});
});

describe('images sent to the upstream model', () => {
	const withImage = {
		messages: [
			{
				role: 'user',
				content: [
					{ type: 'text' as const, text: 'Write alt text for the image.' },
					{ type: 'image_url' as const, image_url: { url: 'https://site.test/bee.jpg' } },
				],
			},
		],
	};
	const answered =
		(requests: Request[]): typeof globalThis.fetch =>
		async (input, init) => {
			requests.push(new Request(input, init));
			return new Response('data: {"choices":[{"delta":{"content":"A bee."}}]}\n\ndata: [DONE]\n\n');
		};

	it('forwards the content parts as they came when the model accepts images', async () => {
		const requests: Request[] = [];
		const engine = createUpstreamEngine({ ...config, upstreamImages: true }, answered(requests));
		const deltas = await collect(await engine.answer(withImage, new AbortController().signal));
		expect(deltas).toEqual([{ content: 'A bee.' }]);
		expect(await requests[0]?.json()).toMatchObject({ messages: withImage.messages });
	});

	it('never sends a request carrying an image when the model does not accept images, and says why', async () => {
		const requests: Request[] = [];
		const engine = createUpstreamEngine(config, answered(requests));
		const deltas = await collect(await engine.answer(withImage, new AbortController().signal));
		expect(requests).toEqual([]);
		expect(deltas).toEqual([
			{ error: { code: AI_IMAGES_NOT_ACCEPTED, message: UPSTREAM_IMAGES_NOT_ACCEPTED } },
		]);
	});

	it('sends text-only content parts to a model that does not accept images', async () => {
		const requests: Request[] = [];
		const engine = createUpstreamEngine(config, answered(requests));
		const textOnly = { messages: [{ role: 'user', content: [{ type: 'text' as const, text: 'Hi' }] }] };
		await collect(await engine.answer(textOnly, new AbortController().signal));
		expect(requests).toHaveLength(1);
	});
});
