import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SSE_FEED_CHARS, sseBatches } from './sse';

const streamOf = (chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> =>
	new ReadableStream({
		start(controller) {
			for (const chunk of chunks) {
				controller.enqueue(chunk);
			}
			controller.close();
		},
	});

async function collect(chunks: readonly Uint8Array[]): Promise<string[]> {
	const events: string[] = [];
	for await (const batch of sseBatches(streamOf(chunks))) {
		expect(batch.length).toBeGreaterThan(0);
		events.push(...batch);
	}
	return events;
}

/** `bytes` cut at the given offsets. */
function split(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
	const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
	const chunks: Uint8Array[] = [];
	let start = 0;
	for (const point of [...points, bytes.length]) {
		chunks.push(bytes.slice(start, point));
		start = point;
	}
	return chunks;
}

const frame = (content: string): string =>
	`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

const contents = fc.array(
	fc.oneof(
		fc.string(),
		fc.string({ unit: 'grapheme' }),
		fc.constantFrom('é', '😀', 'naïve café 😀', '日本語', '\n', 'data: x')
	),
	{ minLength: 1, maxLength: 8 }
);

describe('sseBatches', () => {
	it('reads events split anywhere, even inside a multi-byte character', async () => {
		await fc.assert(
			fc.asyncProperty(contents, fc.array(fc.nat(), { maxLength: 12 }), async (texts, cuts) => {
				const source = texts.map(frame).join('') + 'data: [DONE]\n\n';
				const bytes = new TextEncoder().encode(source);
				const whole = await collect([bytes]);
				expect(whole).toEqual([
					...texts.map((text) => JSON.stringify({ choices: [{ delta: { content: text } }] })),
					'[DONE]',
				]);
				expect(await collect(split(bytes, cuts))).toEqual(whole);
			})
		);
	});

	it('reads a stream delivered one byte at a time', async () => {
		const bytes = new TextEncoder().encode(frame('😀é') + 'data: [DONE]\n\n');
		const oneByOne = Array.from(bytes, (byte) => Uint8Array.of(byte));
		const events = await collect(oneByOne);
		expect(events[0] && JSON.parse(events[0])).toEqual({ choices: [{ delta: { content: '😀é' } }] });
		expect(events[1]).toBe('[DONE]');
	});

	it('gives the events one chunk completes as one batch', async () => {
		const encoder = new TextEncoder();
		const chunks = [
			encoder.encode(frame('a') + frame('b') + frame('c').slice(0, 5)),
			encoder.encode(frame('c').slice(5) + 'data: [DONE]\n\n'),
		];
		const batches: (readonly string[])[] = [];
		for await (const batch of sseBatches(streamOf(chunks))) {
			batches.push(batch);
		}
		expect(batches.map((batch) => batch.length)).toEqual([2, 2]);
	});

	it('reads a chunk of thousands of events in batches of a part of it each, losing none', async () => {
		const texts = Array.from({ length: 3_000 }, (_, index) => `word ${index} 😀`);
		const source = texts.map(frame).join('') + 'data: [DONE]\n\n';
		const batches: (readonly string[])[] = [];
		for await (const batch of sseBatches(streamOf([new TextEncoder().encode(source)]))) {
			batches.push(batch);
		}
		const perBatch = Math.ceil(SSE_FEED_CHARS / frame(texts[0] ?? '').length);
		expect(batches.length).toBeGreaterThan(source.length / SSE_FEED_CHARS - 1);
		expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(perBatch + 1);
		expect(batches.flat()).toEqual([
			...texts.map((text) => JSON.stringify({ choices: [{ delta: { content: text } }] })),
			'[DONE]',
		]);
	});

	it('joins a character outside the basic plane cut between two parts', async () => {
		// The first part ends with the first half of the emoji.
		const padding = 'x'.repeat(SSE_FEED_CHARS - 'data: '.length - 1);
		const source = `data: ${padding}😀\n\ndata: [DONE]\n\n`;
		const events: string[] = [];
		for await (const batch of sseBatches(streamOf([new TextEncoder().encode(source)]))) {
			events.push(...batch);
		}
		expect(events).toEqual([`${padding}😀`, '[DONE]']);
	});
});
