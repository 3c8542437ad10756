import { crc32, inflateSync } from 'node:zlib';

import { ai, DEFAULT_IMAGE_PROMPT } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { collect, countingFetch, doneText, faultyFetch } from './ai-helpers';
import { startProviderForTests } from './provider';

const provider = startProviderForTests();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Walks a PNG's chunks (checking each CRC) and inflates its image data: 8-bit RGB, filter byte per row. */
function decodePng(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
	let offset = 8;
	let width = 0;
	let height = 0;
	const data: Buffer[] = [];
	while (offset < bytes.length) {
		const length = bytes.readUInt32BE(offset);
		const type = bytes.subarray(offset + 4, offset + 8).toString('ascii');
		const body = bytes.subarray(offset + 8, offset + 8 + length);
		expect(bytes.readUInt32BE(offset + 8 + length)).toBe(
			crc32(bytes.subarray(offset + 4, offset + 8 + length))
		);
		if (type === 'IHDR') {
			width = body.readUInt32BE(0);
			height = body.readUInt32BE(4);
			expect([body[8], body[9]]).toEqual([8, 2]);
		} else if (type === 'IDAT') {
			data.push(body);
		}
		offset += 12 + length;
	}
	return { width, height, pixels: inflateSync(Buffer.concat(data)) };
}

describe('ai.streamQuery against the offline engine', () => {
	it('streams a spelling correction end to end, from the platform root', async () => {
		const counting = countingFetch();
		const api = provider.apiWith({ fetch: counting.fetch });
		const { token } = await ai.requestToken(api, { storage: null });
		const { events, error } = await collect(
			ai.streamQuery(api, {
				token,
				messages: [
					{ role: 'system', content: 'You are an editor.' },
					{
						role: 'user',
						content:
							'Correct spelling and grammar:\n`````\nTeh quick brown fox jumpd over the lazzy dog.\n`````',
					},
				],
				feature: 'ai-assistant',
				postId: 1,
				cache: true,
			})
		);
		expect(error).toBeUndefined();
		expect(counting.urls.at(-1)).toBe(`${provider.origin}wpcom/v2/jetpack-ai-query?stream_cache=true`);
		const chunks = events.filter((event) => event.type === 'chunk');
		expect(chunks.length).toBeGreaterThan(3);
		const text = doneText(events) ?? '';
		expect(text).toMatch(/^_Offline engine/);
		expect(text).toContain('The quick brown fox jumped over the lazy dog.');
		expect(chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.text : '')).join('')).toBe(text);
		const suggestions = events.filter((event) => event.type === 'suggestion');
		expect(suggestions.at(-1)).toEqual({ type: 'suggestion', text });
		expect(events.at(-1)).toEqual({ type: 'done', text });
	});

	it('drafts a contact form as block markup for Form AI (its feature)', async () => {
		const { api } = provider;
		const { token } = await ai.requestToken(api, { storage: null });
		const { events, error } = await collect(
			ai.streamQuery(api, {
				token,
				messages: [
					{ role: 'user', content: 'The form should be:\n\nname, email and a phone number' },
				],
				feature: 'jetpack-form-ai-extension',
			})
		);
		expect(error).toBeUndefined();
		expect(doneText(events)).toBe(
			[
				'<!-- wp:blockyard/contact-form -->',
				'<!-- wp:blockyard/field-name {"label":"Name","required":true} /-->',
				'<!-- wp:blockyard/field-email {"label":"Email","required":true} /-->',
				'<!-- wp:blockyard/field-telephone {"label":"Phone"} /-->',
				'<!-- wp:blockyard/button {"element":"button","text":"Submit","saveInPostContent":true} /-->',
				'<!-- /wp:blockyard/contact-form -->',
			].join('\n')
		);
	});

	it('stops mid-stream with done and the text so far', async () => {
		const { api } = provider;
		const { token } = await ai.requestToken(api, { storage: null });
		const stop = new AbortController();
		const { events, error } = await collect(
			ai.streamQuery(api, { token, question: 'Write a long story about bees', signal: stop.signal }),
			(event) => {
				if (event.type === 'chunk') {
					stop.abort();
				}
			}
		);
		expect(error).toBeUndefined();
		expect(events.filter((event) => event.type === 'chunk')).toHaveLength(1);
		const first = events[0]?.type === 'chunk' ? events[0].text : '';
		expect(events.at(-1)).toEqual({ type: 'done', text: first });
	});
});

describe('fault headers without the faults flag', () => {
	it('change nothing', async () => {
		const { token } = await ai.requestToken(provider.api, { storage: null });
		const faulty = provider.apiWith({ fetch: faultyFetch('status=503, unclear, cut-after=1') });
		const { events, error } = await collect(ai.streamQuery(faulty, { token, question: 'Hello' }));
		expect(error).toBeUndefined();
		expect(doneText(events)).toMatch(/^_Offline engine/);
	});
});

describe('ai.generateImages', () => {
	it('returns decodable PNG data URLs', async () => {
		const urls = await ai.generateImages(provider.api, { prompt: 'A lighthouse at dawn', postId: 1 });
		expect(urls.length).toBeGreaterThan(0);
		for (const url of urls) {
			expect(url.startsWith('data:image/png;base64,')).toBe(true);
			const bytes = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
			expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
			const { width, height, pixels } = decodePng(bytes);
			expect(width).toBeGreaterThan(0);
			expect(pixels).toHaveLength(height * (1 + width * 3));
		}
	});

	it('asks with the default prompt when the prompt is empty', async () => {
		await expect(ai.generateImages(provider.api, { prompt: '  ' })).resolves.toEqual(
			await ai.generateImages(provider.api, { prompt: DEFAULT_IMAGE_PROMPT })
		);
	});
});
