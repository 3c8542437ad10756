// DOMPurify cannot read happy-dom's elements (see render.test.ts): this file runs in jsdom.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { renderMarkdown } from './render';
import { renderMarkdownInSlices } from './render-in-slices';

/** A document of `sections` parts of every common kind, with no raw HTML or link definitions. */
const longDocument = (sections: number) =>
	Array.from(
		{ length: sections },
		(_, index) =>
			`## Part ${index}\n\nSome **bold** and a [link](https://example.com/${index}).\n\n- one\n- two\n\n| a | b |\n| - | - |\n| ${index} | x |\n\n\`\`\`\ncode\n\nmore\n\`\`\``
	).join('\n\n');

describe('renderMarkdownInSlices', () => {
	it('renders a short document at once, before it returns', () => {
		const rendering = renderMarkdownInSlices('# Hi\n\n*there*');
		expect(rendering.isDone()).toBe(true);
		expect(rendering.chunks).toEqual([renderMarkdown('# Hi\n\n*there*')]);
	});

	it('renders a long one later, chunk by chunk, in tasks of their own, to the HTML of rendering it whole', async () => {
		const source = longDocument(40);
		// No time for more than one chunk in a slice: each chunk waits for a task of its own.
		const rendering = renderMarkdownInSlices(source, { chunkChars: 500, sliceMs: 0 });
		expect(rendering.chunks).toHaveLength(0);

		await rendering.changed();
		expect(rendering.chunks).toHaveLength(1);
		await rendering.changed();
		expect(rendering.chunks).toHaveLength(2);
		expect(rendering.isDone()).toBe(false);

		const html = await rendering.finished;
		expect(rendering.isDone()).toBe(true);
		expect(rendering.chunks.length).toBeGreaterThan(10);
		expect(html).toBe(renderMarkdown(source));
		expect(rendering.chunks.join('')).toBe(html);
	});

	it('adds no chunk once cancelled, and finishes with nothing', async () => {
		const rendering = renderMarkdownInSlices(longDocument(40), { chunkChars: 500, sliceMs: 0 });
		await rendering.changed();
		const shown = rendering.chunks.length;

		rendering.cancel();

		expect(await rendering.finished).toBeUndefined();
		expect(rendering.chunks).toHaveLength(shown);
		expect(rendering.isDone()).toBe(false);
		await expect(rendering.changed()).resolves.toBeUndefined();
	});
});
