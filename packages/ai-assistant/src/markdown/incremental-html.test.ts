import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { incrementalHtml } from './incremental-html';
import type * as MarkdownToHtmlModule from './markdown-to-html';
import { markdownToHtml } from './markdown-to-html';

vi.mock('./markdown-to-html', async (importOriginal) => {
	const actual = await importOriginal<typeof MarkdownToHtmlModule>();
	return { markdownToHtml: vi.fn(actual.markdownToHtml) };
});

const renders = vi.mocked(markdownToHtml);

/** What one pass over the whole text gives (not counted among the renders). */
const whole = (markdown: string): string => {
	const html = renders(markdown);
	renders.mock.calls.pop();
	return html;
};

const REPLY = [
	'# Bees',
	'',
	'Bees **hum** and _dance_, see [the hive](https://example.com/hive).',
	'',
	'Setext heading',
	'==============',
	'',
	'1. First',
	'',
	'2. Second',
	'   - nested',
	'',
	'```js',
	'const a = 1;',
	'',
	'const b = 2;',
	'```',
	'',
	'> A quote',
	'> on two lines.',
	'',
	'    indented code',
	'',
	'| a | b |',
	'| - | - |',
	'| 1 | 2 |',
	'',
	'The end.',
	'',
].join('\n');

beforeEach(() => {
	renders.mockClear();
});

describe('incrementalHtml', () => {
	it('gives what one pass over the whole text gives, at every length the text grows through', () => {
		for (const size of [1, 7, 40]) {
			const htmlOf = incrementalHtml();
			for (let end = size; end < REPLY.length + size; end += size) {
				const text = REPLY.slice(0, end);
				expect(htmlOf(text)).toBe(whole(text));
			}
		}
	});

	it('renders a settled segment once: a longer text renders only its new part', () => {
		const htmlOf = incrementalHtml();
		htmlOf('# Bees\n\nFirst paragraph.\n\nSecond');
		renders.mockClear();
		expect(htmlOf('# Bees\n\nFirst paragraph.\n\nSecond paragraph.')).toBe(
			whole('# Bees\n\nFirst paragraph.\n\nSecond paragraph.')
		);
		// The open tail only.
		expect(renders.mock.calls).toEqual([['Second paragraph.']]);
	});

	it('starts again for a text that does not continue the last one', () => {
		const htmlOf = incrementalHtml();
		htmlOf('# Bees\n\nThey hum.\n\nAnd');
		expect(htmlOf('# Wasps\n\nThey sting.')).toBe(whole('# Wasps\n\nThey sting.'));
		expect(htmlOf('')).toBe('');
	});

	it('renders a text with a link reference definition whole, so a link before it resolves', () => {
		const text = 'See [the hive][hive].\n\nMore text.\n\n[hive]: https://example.com/hive\n';
		const htmlOf = incrementalHtml();
		expect(htmlOf(text)).toBe(whole(text));
		expect(htmlOf(text)).toContain('href="https://example.com/hive"');
	});

	it('gives one pass’s HTML for any sequence of blocks, streamed in any chunks', () => {
		const word = fc.constantFrom(
			'bee',
			'hive',
			'**honey**',
			'_wax_',
			'`code`',
			'[link](https://a.example)'
		);
		const line = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
		const block = fc.oneof(
			line,
			line.map((text) => `## ${text}`),
			line.map((text) => `> ${text}`),
			fc
				.array(line, { minLength: 1, maxLength: 3 })
				.map((items) => items.map((item) => `- ${item}`).join('\n')),
			fc
				.array(line, { minLength: 1, maxLength: 3 })
				.map((items) => items.map((item, index) => `${index + 1}. ${item}`).join('\n\n')),
			line.map((text) => `\`\`\`\n${text}\n\n${text}\n\`\`\``),
			line.map((text) => `    ${text}`)
		);
		fc.assert(
			fc.property(
				fc.array(block, { minLength: 1, maxLength: 8 }),
				fc.constantFrom('\n\n', '\n\n\n', '\n'),
				fc.integer({ min: 1, max: 30 }),
				(blocks, gap, size) => {
					const text = blocks.join(gap);
					const htmlOf = incrementalHtml();
					for (let end = size; end < text.length + size; end += size) {
						const prefix = text.slice(0, end);
						if (htmlOf(prefix) !== whole(prefix)) {
							return false;
						}
					}
					return true;
				}
			),
			{ numRuns: 150 }
		);
	});
});
