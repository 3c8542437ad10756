import { serialize, type Block } from '@wordpress/blocks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ASSISTANT_BLOCKS } from '../sanitize/allowed-blocks';
import { BLOCK_VECTORS, HTML_VECTORS, MARKDOWN_VECTORS, unsafeMarkup } from '../sanitize/test/vectors';
import { blockMarkupToBlocks, markdownToBlocks, replyToBlocks } from './markdown-to-blocks';
import { registerTestCoreBlocks } from './test/core-blocks';

// See test/core-blocks.ts: the list and code blocks' block-to-block transforms import it.
vi.mock('@wordpress/rich-text', () => import('./test/rich-text-stub'));

beforeAll(() => {
	registerTestCoreBlocks();
});

afterEach(() => {
	vi.restoreAllMocks();
});

/** A rich-text attribute as HTML: in @wordpress/blocks 16 it is a RichTextData, not a string. */
const html = (value: unknown): string => String(value ?? '');

/** Blocks as name + the attributes asked for, nested; easier to compare than whole blocks. */
function shape(blocks: readonly Block[], keys: readonly string[] = ['content']): unknown[] {
	return blocks.map((block) => {
		const attributes = Object.fromEntries(
			keys
				.filter((key) => block.attributes[key] !== undefined)
				.map((key) => [key, html(block.attributes[key])])
		);
		return block.innerBlocks.length > 0
			? { name: block.name, ...attributes, inner: shape(block.innerBlocks, keys) }
			: { name: block.name, ...attributes };
	});
}

function only(blocks: readonly Block[]): Block {
	expect(blocks).toHaveLength(1);
	const [block] = blocks;
	if (!block) {
		throw new Error('No block');
	}
	return block;
}

describe('markdownToBlocks', () => {
	it('makes paragraphs', () => {
		expect(shape(markdownToBlocks('First paragraph.\n\nSecond paragraph.'))).toEqual([
			{ name: 'core/paragraph', content: 'First paragraph.' },
			{ name: 'core/paragraph', content: 'Second paragraph.' },
		]);
	});

	it('makes headings, keeping their level', () => {
		const blocks = markdownToBlocks('# One\n\n## Two\n\n#### Four *it*');
		expect(
			blocks.map((block) => [block.name, block.attributes.level, html(block.attributes.content)])
		).toEqual([
			['core/heading', 1, 'One'],
			['core/heading', 2, 'Two'],
			['core/heading', 4, 'Four <em>it</em>'],
		]);
	});

	it('keeps bold, italic, inline code and links in the paragraph content', () => {
		const paragraph = only(
			markdownToBlocks('Some **bold**, *italic*, `code <x>` and [a link](https://example.com "T").')
		);
		expect(paragraph.name).toBe('core/paragraph');
		expect(html(paragraph.attributes.content)).toBe(
			'Some <strong>bold</strong>, <em>italic</em>, <code>code &lt;x&gt;</code> and <a href="https://example.com" title="T">a link</a>.'
		);
	});

	it('keeps the href of links', () => {
		const content = html(
			only(markdownToBlocks('See [docs](https://example.com/docs?a=1&b=2).')).attributes.content
		);
		const element = document.createElement('p');
		element.innerHTML = content;
		expect(element.querySelector('a')?.getAttribute('href')).toBe('https://example.com/docs?a=1&b=2');
	});

	it('drops javascript: links and escapes raw HTML', () => {
		const blocks = markdownToBlocks(
			'[click](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n<script>x</script>'
		);
		expect(shape(blocks)).toEqual([
			{ name: 'core/paragraph', content: 'click &lt;img src=x onerror=alert(1)&gt;' },
			{ name: 'core/paragraph', content: '&lt;script&gt;x&lt;/script&gt;' },
		]);
	});

	it('makes lists: unordered, ordered (with its start), nested items', () => {
		const [bullets, numbers] = markdownToBlocks(
			'- one\n- two\n  - two.a\n  - two.b\n- three\n\n3. third\n4. fourth'
		);
		expect(bullets?.name).toBe('core/list');
		expect(bullets?.attributes.ordered).toBe(false);
		expect(shape(bullets?.innerBlocks ?? [])).toEqual([
			{ name: 'core/list-item', content: 'one' },
			{
				name: 'core/list-item',
				content: 'two',
				inner: [
					{
						name: 'core/list',
						inner: [
							{ name: 'core/list-item', content: 'two.a' },
							{ name: 'core/list-item', content: 'two.b' },
						],
					},
				],
			},
			{ name: 'core/list-item', content: 'three' },
		]);
		expect(numbers?.name).toBe('core/list');
		expect(numbers?.attributes.ordered).toBe(true);
		expect(numbers?.attributes.start).toBe(3);
		expect(shape(numbers?.innerBlocks ?? [])).toEqual([
			{ name: 'core/list-item', content: 'third' },
			{ name: 'core/list-item', content: 'fourth' },
		]);
	});

	it('makes loose list items inline: their paragraphs joined by line breaks, no <p> inside', () => {
		const list = only(
			markdownToBlocks(
				'1. **Plan**\n\n   Write it down.\n\n2. **Do**\n\n   Then do it.\n   - carefully'
			)
		);
		expect(shape(list.innerBlocks)).toEqual([
			{ name: 'core/list-item', content: '<strong>Plan</strong><br>Write it down.' },
			{
				name: 'core/list-item',
				content: '<strong>Do</strong><br>Then do it.',
				inner: [{ name: 'core/list', inner: [{ name: 'core/list-item', content: 'carefully' }] }],
			},
		]);
	});

	it('makes task list items with a ☐/☑ and strikethrough with <s>', () => {
		const list = only(markdownToBlocks('- [x] done ~~twice~~\n- [ ] to do'));
		expect(shape(list.innerBlocks)).toEqual([
			{ name: 'core/list-item', content: '☑ done <s>twice</s>' },
			{ name: 'core/list-item', content: '☐ to do' },
		]);
	});

	it('makes code blocks (fenced and indented) into core/code, blank lines kept', () => {
		const [fenced, indented] = markdownToBlocks(
			'```js\nconst a = 1 < 2;\n\nreturn a;\n```\n\n    indented'
		);
		expect(fenced?.name).toBe('core/code');
		expect(html(fenced?.attributes.content)).toBe('const a = 1 &lt; 2;\n\nreturn a;\n');
		expect(indented?.name).toBe('core/code');
		expect(html(indented?.attributes.content)).toBe('indented\n');
	});

	it('makes quotes into core/quote holding paragraphs', () => {
		const quote = only(markdownToBlocks('> Quoted **text**.\n>\n> Second paragraph.'));
		expect(quote.name).toBe('core/quote');
		expect(shape(quote.innerBlocks)).toEqual([
			{ name: 'core/paragraph', content: 'Quoted <strong>text</strong>.' },
			{ name: 'core/paragraph', content: 'Second paragraph.' },
		]);
	});

	it('makes valid blocks: what they save parses back the same', () => {
		const blocks = markdownToBlocks(
			'# Title\n\nText with **bold**.\n\n- a\n- b\n  1. c\n\n> quote\n\n```\ncode [x]\n```\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |'
		);
		expect(blocks.map((block) => block.name)).toEqual([
			'core/heading',
			'core/paragraph',
			'core/list',
			'core/quote',
			'core/code',
			'core/separator',
			'core/table',
		]);
		const reparsed = blockMarkupToBlocks(serialize(blocks));
		expect(shape(reparsed)).toEqual(shape(blocks));
	});

	it('gives no blocks for an empty reply', () => {
		expect(markdownToBlocks('')).toEqual([]);
		expect(markdownToBlocks(' \n\n\t')).toEqual([]);
	});
});

describe('blockMarkupToBlocks', () => {
	const paragraph = '<!-- wp:paragraph -->\n<p>Hello <strong>world</strong></p>\n<!-- /wp:paragraph -->';
	const heading =
		'<!-- wp:heading {"level":3} -->\n<h3 class="wp-block-heading">Title</h3>\n<!-- /wp:heading -->';

	it('parses block markup', () => {
		const blocks = blockMarkupToBlocks(`${heading}\n\n${paragraph}`);
		expect(shape(blocks)).toEqual([
			{ name: 'core/heading', content: 'Title' },
			{ name: 'core/paragraph', content: 'Hello <strong>world</strong>' },
		]);
		expect(blocks[0]?.attributes.level).toBe(3);
	});

	it('drops unknown blocks and text outside blocks', () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		vi.spyOn(console, 'info').mockImplementation(() => undefined);
		const markup = [
			'Here is your text:',
			paragraph,
			'  \n',
			'<!-- wp:acme/unknown -->\n<p>x</p>\n<!-- /wp:acme/unknown -->',
			'Hope this helps!',
		].join('\n');
		expect(shape(blockMarkupToBlocks(markup))).toEqual([
			{ name: 'core/paragraph', content: 'Hello <strong>world</strong>' },
		]);
	});

	it('keeps a block whose HTML is not quite its save, made again from what its attributes read', () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		vi.spyOn(console, 'info').mockImplementation(() => undefined);
		// Models often leave out the heading's class; the heading's text is still its <h2>.
		const blocks = blockMarkupToBlocks(
			'<!-- wp:heading -->\n<h2>Plain <em>heading</em></h2>\n<!-- /wp:heading -->'
		);
		expect(shape(blocks)).toEqual([{ name: 'core/heading', content: 'Plain <em>heading</em>' }]);
		// Made again, it serializes as the editor's own heading.
		expect(serialize(blocks)).toBe(
			'<!-- wp:heading -->\n<h2 class="wp-block-heading">Plain <em>heading</em></h2>\n<!-- /wp:heading -->'
		);
	});

	it('drops unknown inner blocks too', () => {
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		vi.spyOn(console, 'info').mockImplementation(() => undefined);
		const markup =
			'<!-- wp:quote -->\n<blockquote class="wp-block-quote">' +
			'<!-- wp:paragraph -->\n<p>kept</p>\n<!-- /wp:paragraph -->' +
			'<!-- wp:acme/unknown -->\n<p>x</p>\n<!-- /wp:acme/unknown -->' +
			'</blockquote>\n<!-- /wp:quote -->';
		const quote = only(blockMarkupToBlocks(markup));
		expect(quote.name).toBe('core/quote');
		expect(shape(quote.innerBlocks)).toEqual([{ name: 'core/paragraph', content: 'kept' }]);
	});

	it('gives no blocks for an empty reply', () => {
		expect(blockMarkupToBlocks('')).toEqual([]);
		expect(blockMarkupToBlocks('\n  \n')).toEqual([]);
	});
});

describe('replyToBlocks', () => {
	const markup = '<!-- wp:paragraph -->\n<p>From <em>markup</em></p>\n<!-- /wp:paragraph -->';

	it('reads block syntax when it was asked for', () => {
		expect(shape(replyToBlocks(markup, { gutenbergSyntax: true }))).toEqual([
			{ name: 'core/paragraph', content: 'From <em>markup</em>' },
		]);
	});

	it('falls back to markdown when block syntax was asked for but the reply has none', () => {
		expect(shape(replyToBlocks('## Markdown *anyway*', { gutenbergSyntax: true }))).toEqual([
			{ name: 'core/heading', content: 'Markdown <em>anyway</em>' },
		]);
	});

	it('reads markdown otherwise, showing block comments as text', () => {
		expect(shape(replyToBlocks('<!-- wp:paragraph -->', { gutenbergSyntax: false }))).toEqual([
			{ name: 'core/paragraph', content: '&lt;!-- wp:paragraph --&gt;' },
		]);
	});

	it('gives no blocks for an empty reply', () => {
		expect(replyToBlocks('', { gutenbergSyntax: true })).toEqual([]);
		expect(replyToBlocks('  \n', { gutenbergSyntax: false })).toEqual([]);
	});
});

describe('an AI reply is untrusted: what Accept inserts holds nothing that runs or loads', () => {
	const quiet = () => {
		// parse() says why a model's markup is not a block's own; that is expected here.
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		vi.spyOn(console, 'info').mockImplementation(() => undefined);
	};

	/** Serialized blocks, checked; and their text, which must keep what was harmless. */
	function accepted(reply: string, gutenbergSyntax: boolean): { unsafe: string[]; text: string } {
		const markup = serialize(replyToBlocks(reply, { gutenbergSyntax }));
		const element = document.createElement('div');
		element.innerHTML = markup;
		return {
			unsafe: unsafeMarkup(markup, ASSISTANT_BLOCKS.blocks.keys()),
			text: element.textContent ?? '',
		};
	}

	/** Each HTML vector inside each kind of block a reply in block syntax may hold. */
	const containers: ReadonlyArray<readonly [string, (html: string) => string]> = [
		['a paragraph', (html) => `<!-- wp:paragraph -->\n<p>${html}</p>\n<!-- /wp:paragraph -->`],
		[
			'a heading',
			(html) =>
				`<!-- wp:heading {"level":3} -->\n<h3 class="wp-block-heading">${html}</h3>\n<!-- /wp:heading -->`,
		],
		[
			'a list item',
			(html) =>
				`<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>${html}</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->`,
		],
		[
			'a quote and its citation',
			(html) =>
				`<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>${html}</p>\n<!-- /wp:paragraph --><cite>${html}</cite></blockquote>\n<!-- /wp:quote -->`,
		],
		[
			'a code block',
			(html) =>
				`<!-- wp:code -->\n<pre class="wp-block-code"><code>${html}</code></pre>\n<!-- /wp:code -->`,
		],
		[
			'a table cell',
			(html) =>
				`<!-- wp:table -->\n<figure class="wp-block-table"><table class="has-fixed-layout"><tbody><tr><td>${html}</td></tr></tbody></table></figure>\n<!-- /wp:table -->`,
		],
	];

	describe.each(containers)('in block syntax, in %s', (_, wrap) => {
		it.each(HTML_VECTORS)('%s', (vector) => {
			quiet();
			const { unsafe, text } = accepted(wrap(`Harmless ${vector} words`), true);
			expect(unsafe).toEqual([]);
			expect(text).toContain('Harmless');
		});
	});

	it.each(BLOCK_VECTORS)('in block syntax, drops %s and keeps the harmless blocks around it', (vector) => {
		quiet();
		const reply = [
			'<!-- wp:paragraph -->\n<p>Harmless before</p>\n<!-- /wp:paragraph -->',
			vector,
			'<!-- wp:paragraph -->\n<p>harmless after</p>\n<!-- /wp:paragraph -->',
		].join('\n\n');
		const { unsafe, text } = accepted(reply, true);
		expect(unsafe).toEqual([]);
		expect(text).toContain('Harmless before');
		expect(text).toContain('harmless after');
	});

	it('in block syntax, rebuilds a paragraph without its handler, style, class or bindings', () => {
		quiet();
		const [paragraph] = replyToBlocks(
			'<!-- wp:paragraph {"className":"x","style":{"color":{"text":"red"}},"metadata":{"bindings":{"content":{"source":"core/post-meta","args":{"key":"secret"}}}}} -->\n' +
				'<p class="x has-text-color" style="color:red"><img src=x onerror=alert(1)>Hello <a href="javascript:alert(1)">there</a></p>\n<!-- /wp:paragraph -->',
			{ gutenbergSyntax: true }
		);
		expect(paragraph?.name).toBe('core/paragraph');
		expect(paragraph?.attributes).toEqual({ content: expect.anything(), dropCap: false });
		expect(html(paragraph?.attributes.content)).toBe('Hello <a>there</a>');
	});

	it('in block syntax, with nothing allowed in it, shows the reply as text', () => {
		quiet();
		const { unsafe, text } = accepted(
			'<!-- wp:html -->\n<script>alert(1)</script>\n<!-- /wp:html -->',
			true
		);
		expect(unsafe).toEqual([]);
		expect(text).toContain('<script>alert(1)</script>');
	});

	it.each(MARKDOWN_VECTORS)('in markdown: %s', (vector) => {
		const { unsafe, text } = accepted(vector, false);
		expect(unsafe).toEqual([]);
		expect(text).toContain('Harmless');
	});
});
