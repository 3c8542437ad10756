import { marked } from 'marked';
import { describe, expect, it } from 'vitest';

import { markdownToHtml } from './markdown-to-html';

/** The HTML as a detached element, to ask about structure rather than exact markup. */
function dom(markdown: string): HTMLElement {
	const container = document.createElement('div');
	container.innerHTML = markdownToHtml(markdown);
	return container;
}

describe('markdownToHtml', () => {
	it('renders headings and paragraphs', () => {
		expect(markdownToHtml('# Title\n\nFirst paragraph.\n\n### Third level\n\nSecond one.')).toBe(
			'<h1>Title</h1>\n<p>First paragraph.</p>\n<h3>Third level</h3>\n<p>Second one.</p>\n'
		);
	});

	it('renders bold, italic, strikethrough and inline code', () => {
		expect(markdownToHtml('Some **bold**, *italic*, ***both***, ~~gone~~ and `a < b`.')).toBe(
			'<p>Some <strong>bold</strong>, <em>italic</em>, <em><strong>both</strong></em>, <del>gone</del> and <code>a &lt; b</code>.</p>\n'
		);
	});

	it('renders fenced code escaped, with its language as a class', () => {
		expect(markdownToHtml('```js\nif (a < b && c) {\n\n\treturn "<b>";\n}\n```')).toBe(
			'<pre><code class="language-js">if (a &lt; b &amp;&amp; c) {\n\n\treturn &quot;&lt;b&gt;&quot;;\n}\n</code></pre>\n'
		);
	});

	it('renders unordered, ordered and nested lists', () => {
		const root = dom('- one\n- two\n  1. two.a\n  2. two.b\n- three\n\n3. third\n4. fourth');
		const [bullets, numbers] = Array.from(root.children);
		expect(bullets?.tagName).toBe('UL');
		expect(Array.from(bullets?.children ?? []).map((item) => item.firstChild?.textContent)).toEqual([
			'one',
			'two',
			'three',
		]);
		const nested = bullets?.querySelector(':scope > li > ol');
		expect(Array.from(nested?.children ?? []).map((item) => item.textContent)).toEqual([
			'two.a',
			'two.b',
		]);
		expect(numbers?.tagName).toBe('OL');
		expect(numbers?.getAttribute('start')).toBe('3');
	});

	it('renders blockquotes', () => {
		expect(markdownToHtml('> quoted **text**\n> on two lines')).toBe(
			'<blockquote>\n<p>quoted <strong>text</strong>\non two lines</p>\n</blockquote>\n'
		);
	});

	it('renders GFM tables and autolinks', () => {
		const root = dom('| a | b |\n|---|---|\n| 1 | 2 |\n\nSee www.example.com or me@example.com.');
		expect(root.querySelectorAll('table td')).toHaveLength(2);
		expect(Array.from(root.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual([
			'http://www.example.com',
			'mailto:me@example.com',
		]);
	});

	it('keeps http, https, mailto, relative and anchor links with their titles', () => {
		const root = dom(
			'[a](https://example.com/a?x=1&y=2 "A title") [b](http://example.com) [c](mailto:me@example.com) ' +
				'[d](/relative/path) [e](page.html) [f](#section) [g](?query=1) [h](//example.com/x) ' +
				'[i](HTTPS://EXAMPLE.COM)'
		);
		// `//example.com/x` names another host without saying how to get there: it stays text.
		expect(root.textContent).toContain('h');
		const links = Array.from(root.querySelectorAll('a'));
		expect(links.map((link) => link.getAttribute('href'))).toEqual([
			'https://example.com/a?x=1&y=2',
			'http://example.com',
			'mailto:me@example.com',
			'/relative/path',
			'page.html',
			'#section',
			'?query=1',
			'HTTPS://EXAMPLE.COM',
		]);
		expect(links[0]?.title).toBe('A title');
		expect(links[0]?.textContent).toBe('a');
	});

	it('decodes character references in a link destination, as CommonMark does', () => {
		expect(markdownToHtml('[a](https://example.com/?a=1&amp;b=2)')).toBe(
			'<p><a href="https://example.com/?a=1&amp;b=2">a</a></p>\n'
		);
	});

	it('turns javascript:, data: and other links into their plain text', () => {
		const unsafe = [
			'[click **me**](javascript:alert(1))',
			'[click **me**](JavaScript:alert(1))',
			'[click **me**](<java\tscript:alert(1)>)',
			'[click **me**](jav&#x61;script:alert(1))',
			'[click **me**](&#106;avascript:alert(1))',
			'[click **me**](javascript&colon;alert(1))',
			'[click **me**](data:text/html;base64,PHNjcmlwdD4=)',
			'[click **me**](vbscript:msgbox)',
			'[click **me**][ref]\n\n[ref]: javascript:alert(1)',
		];
		for (const markdown of unsafe) {
			const html = markdownToHtml(markdown);
			const root = dom(markdown);
			// Either no link at all, or one whose URL the browser reads as relative (no scheme).
			for (const link of Array.from(root.querySelectorAll('a'))) {
				expect(link.getAttribute('href') ?? '', markdown).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
			}
			expect(html, markdown).not.toMatch(/javascript:|vbscript:|data:/i);
			expect(root.textContent, markdown).toContain('click me');
		}
		expect(markdownToHtml('[click **me**](javascript:alert(1))')).toBe(
			'<p>click <strong>me</strong></p>\n'
		);
		expect(markdownToHtml('<javascript:alert(1)>')).toBe('<p>javascript:alert(1)</p>\n');
	});

	it('keeps safe images and turns unsafe ones into their alt text', () => {
		expect(markdownToHtml('![A "cat"](https://example.com/cat.png "Cat")')).toBe(
			'<p><img src="https://example.com/cat.png" alt="A &quot;cat&quot;" title="Cat"></p>\n'
		);
		expect(markdownToHtml('![x<y](javascript:alert(1))')).toBe('<p>x&lt;y</p>\n');
		expect(markdownToHtml('![pixel](data:image/png;base64,AAAA)')).toBe('<p>pixel</p>\n');
	});

	it('escapes raw HTML instead of passing it through', () => {
		const cases = [
			'<script>alert(1)</script>',
			'Text <img src=x onerror=alert(1)> more',
			'<img src=x onerror=alert(1)>',
			'<div onclick="alert(1)">\n*block*\n</div>',
			'<iframe src="https://evil.example"></iframe>',
			'<!-- comment --><style>body{}</style>',
			'[link <b onmouseover=alert(1)>x</b>](https://example.com)',
		];
		for (const markdown of cases) {
			const root = dom(markdown);
			expect(
				root.querySelectorAll('script, img, div, iframe, style, b, [onclick], [onerror]'),
				markdown
			).toHaveLength(0);
		}
		expect(markdownToHtml('<script>alert(1)</script>')).toBe(
			'<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n'
		);
		expect(markdownToHtml('Text <img src=x onerror=alert(1)> more')).toBe(
			'<p>Text &lt;img src=x onerror=alert(1)&gt; more</p>\n'
		);
	});

	it('shows Gutenberg block comments as text', () => {
		expect(markdownToHtml('<!-- wp:paragraph -->')).toBe('<p>&lt;!-- wp:paragraph --&gt;</p>\n');
	});

	it('gives the same output for the same input, whatever the global marked is set to', () => {
		const markdown = '# A\n\n- [x] done\n- b\n\n```\ncode\n```\n\n<b>raw</b> [l](https://e.com)\nline';
		const first = markdownToHtml(markdown);
		marked.use({
			breaks: true,
			renderer: {
				heading: () => '<h9>changed</h9>',
				html: ({ text }) => text,
			},
		});
		try {
			expect(marked.parse('# A', { async: false })).toBe('<h9>changed</h9>');
			expect(markdownToHtml(markdown)).toBe(first);
		} finally {
			marked.setOptions(marked.getDefaults());
		}
		expect(markdownToHtml(markdown)).toBe(first);
		expect(first).toMatchInlineSnapshot(`
			"<h1>A</h1>
			<ul>
			<li><input checked="" disabled="" type="checkbox"> done</li>
			<li>b</li>
			</ul>
			<pre><code>code
			</code></pre>
			<p>&lt;b&gt;raw&lt;/b&gt; <a href="https://e.com">l</a>
			line</p>
			"
		`);
	});

	it('is synchronous and handles empty input', () => {
		expect(markdownToHtml('')).toBe('');
		expect(typeof markdownToHtml('x')).toBe('string');
	});
});
