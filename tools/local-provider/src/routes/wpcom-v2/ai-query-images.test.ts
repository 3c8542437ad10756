import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
	AI_IMAGES_NOT_ACCEPTED,
	aiFeatureSchema,
	aiStreamErrorSchema,
	aiTokenResponseSchema,
} from '@blockyard/api-client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { OFFLINE_CANNOT_SEE_IMAGES } from '../../ai/offline-engine';
import { bodyOf, freshProvider, requestJson } from '../../testing/fresh-provider';

const IMAGE = 'https://site.test/wp-content/uploads/bee.jpg';
const withImage = (role = 'user', url = IMAGE) => ({
	messages: [
		{
			role,
			content: [
				{ type: 'text', text: 'Write alt text for the image.' },
				{ type: 'image_url', image_url: { url } },
			],
		},
	],
});

/** A stand-in OpenAI-compatible server that records the bodies it gets and answers "A bee." */
async function fakeModel() {
	const bodies: unknown[] = [];
	const readBody = async (request: IncomingMessage): Promise<string> => {
		let text = '';
		for await (const chunk of request) {
			text += String(chunk);
		}
		return text;
	};
	const server = createServer((request, response) => {
		void readBody(request).then((text) => {
			bodies.push(JSON.parse(text));
			response.writeHead(200, { 'Content-Type': 'text/event-stream' });
			response.end('data: {"choices":[{"delta":{"content":"A bee."}}]}\n\ndata: [DONE]\n\n');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
	return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, bodies };
}

async function session() {
	const provider = freshProvider();
	const { token } = await bodyOf(
		await requestJson(provider, '/wp-json/jetpack/v4/jetpack-ai-jwt', { method: 'POST' }),
		aiTokenResponseSchema
	);
	return {
		ask: (json: unknown) =>
			requestJson(provider, '/wpcom/v2/jetpack-ai-query', {
				method: 'POST',
				json,
				headers: { Authorization: `Bearer ${token}` },
			}),
		acceptsImages: async () =>
			(
				await bodyOf(
					await requestJson(provider, '/wp-json/wpcom/v2/ai-assistant-feature'),
					aiFeatureSchema
				)
			)['accepts-images'],
	};
}

/** The error object a stream ended with, and whether it ended with [DONE]. */
async function endOf(response: Response) {
	const text = await response.text();
	const data = text
		.split('\n\n')
		.filter((block) => block.startsWith('data: '))
		.map((block) => block.slice('data: '.length));
	const last = data.at(-1) ?? '';
	const error = last === '[DONE]' ? undefined : aiStreamErrorSchema.safeParse(JSON.parse(last)).data?.error;
	return { error, done: data.includes('[DONE]'), text };
}

afterEach(() => {
	vi.unstubAllEnvs();
});

describe('images in AI queries', () => {
	it('the offline engine: accepts no images, and refuses one with images_not_accepted', async () => {
		const { ask, acceptsImages } = await session();
		expect(await acceptsImages()).toBe(false);
		const response = await ask(withImage());
		expect(response.status).toBe(200);
		const end = await endOf(response);
		expect(end.done).toBe(false);
		expect(end.error).toMatchObject({ code: AI_IMAGES_NOT_ACCEPTED, message: OFFLINE_CANNOT_SEE_IMAGES });
		expect(end.text).not.toContain('"choices"');
	});

	it.each([
		['an image in a system message', withImage('system')],
		['a blob: address', withImage('user', 'blob:https://site.test/1')],
		['a data URL that is not an image', withImage('user', 'data:text/html;base64,PGI+')],
		['an unknown part', { messages: [{ role: 'user', content: [{ type: 'audio', url: IMAGE }] }] }],
	])('answers 400 to %s', async (_, json) => {
		const { ask } = await session();
		expect((await ask(json)).status).toBe(400);
	});

	it('an upstream model without BLOCKYARD_AI_UPSTREAM_IMAGES: never gets the image', async () => {
		const model = await fakeModel();
		vi.stubEnv('BLOCKYARD_AI_UPSTREAM', model.url);
		const { ask, acceptsImages } = await session();
		expect(await acceptsImages()).toBe(false);
		const end = await endOf(await ask(withImage()));
		expect(end.error?.code).toBe(AI_IMAGES_NOT_ACCEPTED);
		expect(model.bodies).toEqual([]);
	});

	it('an upstream model with BLOCKYARD_AI_UPSTREAM_IMAGES=1: gets the content parts as they came', async () => {
		const model = await fakeModel();
		vi.stubEnv('BLOCKYARD_AI_UPSTREAM', model.url);
		vi.stubEnv('BLOCKYARD_AI_UPSTREAM_IMAGES', '1');
		const { ask, acceptsImages } = await session();
		expect(await acceptsImages()).toBe(true);
		const end = await endOf(await ask(withImage()));
		expect(end).toMatchObject({ error: undefined, done: true });
		expect(end.text).toContain('A bee.');
		expect(model.bodies[0]).toMatchObject(withImage());
	});
});
