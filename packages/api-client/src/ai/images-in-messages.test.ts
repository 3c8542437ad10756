import { describe, expect, it } from 'vitest';

import { AI_IMAGES_NOT_ACCEPTED, AiError, isImagesNotAcceptedError } from './ai-error';
import { toAiFeature } from './ai-feature';
import { aiFeatureSchema } from './feature-schema';
import { aiContentPartSchema, aiImageUrlSchema, aiWireMessageSchema } from './content-parts';
import { toWireMessage } from './stream-events';
import { streamAiQuery } from './stream-query';

const IMAGE = 'https://site.test/wp-content/uploads/bee.jpg';

async function sentBody(messages: Parameters<typeof toWireMessage>[0][]): Promise<unknown> {
	const requests: Request[] = [];
	const fetch: typeof globalThis.fetch = async (input, init) => {
		requests.push(new Request(input, init));
		return new Response('data: [DONE]\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
	};
	for await (const event of streamAiQuery(
		{ url: 'http://ai.test/query', fetch },
		{ token: 't', messages }
	)) {
		void event;
	}
	return requests[0]?.json();
}

describe('images in a message', () => {
	it('sends a message without images exactly as before', async () => {
		expect(await sentBody([{ role: 'user', content: 'Hello', images: [] }])).toEqual({
			messages: [{ role: 'user', content: 'Hello' }],
		});
	});

	it("sends a user message's images as OpenAI content parts after its text", async () => {
		const body = await sentBody([
			{ role: 'system', content: 'You describe images.' },
			{ role: 'user', content: 'Write alt text.', images: [IMAGE] },
		]);
		expect(body).toEqual({
			messages: [
				{ role: 'system', content: 'You describe images.' },
				{
					role: 'user',
					content: [
						{ type: 'text', text: 'Write alt text.' },
						{ type: 'image_url', image_url: { url: IMAGE } },
					],
				},
			],
		});
		const messages = (body as { messages: unknown[] }).messages;
		expect(messages.every((message) => aiWireMessageSchema.safeParse(message).success)).toBe(true);
	});

	it('keeps a function message its name', () => {
		expect(toWireMessage({ role: 'function', content: '{}', name: 'f' })).toEqual({
			role: 'function',
			content: '{}',
			name: 'f',
		});
	});

	it.each([
		[IMAGE, true],
		['http://localhost:8787/a.png', true],
		['data:image/png;base64,iVBORw0KGgo=', true],
		['blob:http://site.test/4f1c', false],
		['data:text/html;base64,PGI+', false],
		['javascript:alert(1)', false],
		['https://site.test/a b.png', false],
		['', false],
	])('an image address %j is valid: %s', (url, valid) => {
		expect(aiImageUrlSchema.safeParse(url).success).toBe(valid);
		expect(aiContentPartSchema.safeParse({ type: 'image_url', image_url: { url } }).success).toBe(valid);
	});
});

describe('whether the service accepts images', () => {
	const base = {
		'has-feature': false,
		'is-over-limit': false,
		'requests-count': 0,
		'requests-limit': 20,
		'site-require-upgrade': false,
	};

	it('reads accepts-images as acceptsImages, and leaves it out when the service does not say', () => {
		expect(toAiFeature(aiFeatureSchema.parse({ ...base, 'accepts-images': true })).acceptsImages).toBe(
			true
		);
		expect(toAiFeature(aiFeatureSchema.parse({ ...base, 'accepts-images': false })).acceptsImages).toBe(
			false
		);
		expect(toAiFeature(aiFeatureSchema.parse(base))).not.toHaveProperty('acceptsImages');
	});

	it('refuses an accepts-images that is not a boolean', () => {
		expect(aiFeatureSchema.safeParse({ ...base, 'accepts-images': 'yes' }).success).toBe(false);
	});

	it('recognises the error of a stream that refused an image', () => {
		const refused = new AiError('error_response', {
			serviceError: { code: AI_IMAGES_NOT_ACCEPTED, message: 'No images here.' },
		});
		expect(isImagesNotAcceptedError(refused)).toBe(true);
		expect(isImagesNotAcceptedError(new AiError('error_response', { serviceError: { code: 'x' } }))).toBe(
			false
		);
		expect(isImagesNotAcceptedError(new Error(AI_IMAGES_NOT_ACCEPTED))).toBe(false);
	});
});
