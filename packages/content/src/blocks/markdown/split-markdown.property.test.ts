// Property tests: any document made of the blocks markdown has (lists tight and loose, fenced
// code with blank lines, tables, quotes, raw HTML, link definitions…), cut into chunks of any
// size, renders chunk by chunk to the very HTML of rendering it whole.
// DOMPurify cannot read happy-dom's elements (see render.test.ts): this file runs in jsdom.
// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { renderMarkdown } from './render';
import { splitMarkdown } from './split-markdown';

/** Top-level blocks of every kind, including the ones a careless cut would break. */
const BLOCKS: readonly string[] = [
	'# Heading',
	'Setext heading\n==============',
	'A paragraph with **strong**, _emphasis_, `code`, ~~gone~~ and a [link](https://example.com "Title").',
	'A paragraph\nwith a second line\nand a third.',
	'An autolink <https://example.com/a> and a mail <bees@example.com>.',
	'- one\n- two\n  1. nested\n  2. more',
	'- loose one\n\n- loose two',
	'1. first\n2. second',
	'3) third\n\n4) fourth',
	'* star\n\n  continued in the item\n\n* another',
	'- [ ] to do\n- [x] done',
	'| a | b |\n| :- | -: |\n| 1 | 2 |',
	'```js\nconst a = 1;\n\nconst b = 2;\n```',
	'~~~~\ncode with ``` inside\n\n# not a heading\n~~~~',
	'````\n```\nstill code\n\n```\n````',
	'```\nunclosed until the end\n\n- not a list',
	'> a quote\n> on two lines',
	'> a quote\n\n> and another',
	'    indented code\n\n    more of it',
	'---',
	'***',
	'Text then\n---',
	'<div>\n\nmarkdown *inside* a div\n\n</div>',
	'<details><summary>More</summary>\n\nHidden text.\n\n</details>',
	'<!-- a comment\n\nover a blank line -->',
	'Inline <b>bold that never closes',
	'<pre>\npre\n\nwith a blank line\n</pre>',
	'[ref]: https://example.com/ref',
	'A [reference][ref] to a definition.',
	'Hard  \nbreak and a \\*literal\\*.',
	'&copy; &amp; &#35; entities',
	'![an image](https://example.com/a.png)',
	'+ plus item\n\n\tcontinued with a tab',
	'10. ten\n11. eleven',
	'A line with a <br> in it',
	'Term\n: not a definition list',
];

/** Between blocks: the blank lines (of any kind) that separate them, or a line break alone. */
const SEPARATORS: readonly string[] = ['\n\n', '\n\n\n', '\n', '\r\n\r\n', '\n  \n', '\n\t\n'];

const documents = fc
	.array(fc.tuple(fc.constantFrom(...BLOCKS), fc.constantFrom(...SEPARATORS)), {
		minLength: 1,
		maxLength: 24,
	})
	.map((parts) => parts.map(([block, separator]) => block + separator).join(''));

/** The chunks' renderings joined: what the preview shows of a document rendered chunk by chunk. */
const renderedInChunks = (source: string, chunkChars: number) =>
	splitMarkdown(source, chunkChars)
		.map((chunk) => renderMarkdown(chunk))
		.join('');

describe('splitMarkdown', () => {
	it('renders any document, cut anywhere it allows, to the HTML of rendering it whole', () => {
		fc.assert(
			fc.property(documents, fc.integer({ min: 1, max: 400 }), (source, chunkChars) => {
				expect(renderedInChunks(source, chunkChars)).toBe(renderMarkdown(source));
			}),
			{ numRuns: 200 }
		);
	});

	it('loses and adds nothing of the source (its line breaks as newlines)', () => {
		fc.assert(
			fc.property(documents, fc.integer({ min: 1, max: 400 }), (source, chunkChars) => {
				const chunks = splitMarkdown(source, chunkChars);
				expect(chunks.join('')).toBe(chunks.length === 1 ? source : source.replace(/\r\n|\r/g, '\n'));
			})
		);
	});

	it('cuts a long document into chunks near the size asked for', () => {
		const source = Array.from(
			{ length: 60 },
			(_, index) => `## Part ${index}\n\n${BLOCKS[2]}\n\n- a\n- b\n\n\`\`\`\ncode\n\n\`\`\``
		).join('\n\n');
		const chunks = splitMarkdown(source, 2_000);
		expect(chunks.length).toBeGreaterThanOrEqual(4);
		expect(renderedInChunks(source, 2_000)).toBe(renderMarkdown(source));
	});

	it('keeps a short document whole, as it is', () => {
		expect(splitMarkdown('# Hi\r\n\r\nthere', 1_000)).toEqual(['# Hi\r\n\r\nthere']);
	});

	it('keeps a document with link definitions whole, since any part of it may use them', () => {
		const source = `A [link][far].\n\n${'Filler text.\n\n'.repeat(50)}[far]: https://example.com/far\n`;
		expect(splitMarkdown(source, 10)).toEqual([source]);
	});

	it('cuts nothing after raw HTML, which may hold what follows', () => {
		const source = `${'Before.\n\n'.repeat(5)}<div>\n\n${'Inside.\n\n'.repeat(5)}</div>\n`;
		const chunks = splitMarkdown(source, 1);
		expect(chunks.at(-1)).toBe(`Before.\n\n<div>\n\n${'Inside.\n\n'.repeat(5)}</div>\n`);
		expect(chunks).toHaveLength(5);
	});
});
