// DOMPurify reads the DOM through cached prototype getters that happy-dom does not provide
// (every tag name reads as empty there), so this file runs in jsdom, as DOMPurify's own tests do.
// @vitest-environment jsdom
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { iframeAllowed, renderMarkdown, renderMarkdownSanitized } from './render';
import { RICH_MARKDOWN, XSS_VECTORS } from './test/test-data';

/** Elements that cannot run code, take input or style the page. */
const INERT_ELEMENTS = new Set(
	'a abbr b blockquote br caption cite code col colgroup dd del details dfn div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s samp small span strong sub summary sup table tbody td tfoot th thead time tr u ul var'.split(
		' '
	)
);
const URL_ATTRIBUTES = [
	'href',
	'src',
	'cite',
	'action',
	'formaction',
	'poster',
	'background',
	'data',
	'xlink:href',
];
const FORBIDDEN_ATTRIBUTES = ['style', 'srcdoc', 'srcset', 'target', 'allow', 'sandbox', 'http-equiv'];
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * What a browser would make of the HTML, parsed with the DOM: every reason it could run
 * code, submit a form, restyle the page or frame a foreign site.
 */
function dangers(html: string): string[] {
	const template = document.createElement('template');
	template.innerHTML = html;
	const found: string[] = [];
	for (const element of template.content.querySelectorAll('*')) {
		const tag = element.localName;
		if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
			found.push(`${tag} in ${element.namespaceURI}`);
		}
		if (tag === 'iframe') {
			if (!iframeAllowed(element.getAttribute('src'))) {
				found.push(`iframe ${element.getAttribute('src')}`);
			}
		} else if (!INERT_ELEMENTS.has(tag)) {
			found.push(`<${tag}>`);
		}
		for (const { name, value } of element.attributes) {
			if (name.startsWith('on') || name.startsWith('data-') || FORBIDDEN_ATTRIBUTES.includes(name)) {
				found.push(`${tag}[${name}]`);
			}
			if (URL_ATTRIBUTES.includes(name)) {
				let protocol: string;
				try {
					protocol = new URL(value, 'https://relative.invalid/').protocol;
				} catch {
					protocol = 'unparsable';
				}
				if (!SAFE_SCHEMES.has(protocol)) {
					found.push(`${tag}[${name}=${value}]`);
				}
			}
			if ((name === 'id' || name === 'name') && !value.startsWith('user-content-')) {
				found.push(`${tag}[${name}=${value}] can clobber a global`);
			}
		}
	}
	return found;
}

/** Parsing the HTML again and writing it out gives the same HTML (no mutation on the way to the page). */
function stable(html: string): boolean {
	const template = document.createElement('template');
	template.innerHTML = html;
	return template.innerHTML === html;
}

describe('renderMarkdown', () => {
	it('renders headings, lists, tables, code and links', () => {
		const template = document.createElement('template');
		template.innerHTML = renderMarkdown(RICH_MARKDOWN);
		const html = template.content;
		expect(html.querySelector('h1')?.textContent).toBe('Opening');
		expect(html.querySelector('h2')?.textContent).toBe('A list');
		expect([...html.querySelectorAll('ul > li')].map((li) => li.firstChild?.textContent?.trim())).toEqual(
			['one', 'two']
		);
		expect(html.querySelector('ol > li')?.textContent).toBe('nested');
		expect(
			[...html.querySelectorAll('th')].map((th) => [th.textContent, th.getAttribute('align')])
		).toEqual([
			['Day', 'left'],
			['Hours', 'right'],
		]);
		expect(html.querySelector('pre > code')?.textContent).toBe('const x = 1 < 2;\n');
		expect(html.querySelector('pre > code')?.className).toBe('language-js');
		const link = html.querySelector('p > a');
		expect(link?.getAttribute('href')).toBe('https://example.com/');
		expect(link?.getAttribute('title')).toBe('Example');
		expect(html.querySelector('blockquote a')?.getAttribute('href')).toBe('mailto:hello@example.com');
	});

	it('keeps an embedded player from an allowed host, over https, with only its harmless attributes', () => {
		const html = renderMarkdown(
			'<iframe src="https://www.youtube-nocookie.com/embed/abc" title="A video" width="560" allow="camera" onload="x()"></iframe>'
		);
		expect(html).toBe(
			'<iframe src="https://www.youtube-nocookie.com/embed/abc" title="A video" width="560"></iframe>'
		);
	});

	it('turns a task list’s boxes into characters, since form controls are not kept', () => {
		expect(renderMarkdown('- [x] done\n- [ ] to do')).toBe(
			'<ul>\n<li>☑ done</li>\n<li>☐ to do</li>\n</ul>\n'
		);
	});

	it('prefixes ids and names, so they cannot clobber the page’s globals', () => {
		expect(renderMarkdown('<span id="x">y</span>')).toBe('<p><span id="user-content-x">y</span></p>\n');
	});

	it('gives the HTML of the saved fixture for its source, so saved posts stay as rendered', () => {
		const fixture = JSON.parse(
			readFileSync(
				join(import.meta.dirname, '../../../test/fixtures/blockyard__markdown__rich.json'),
				'utf8'
			)
		) as [{ attributes: { source: string; html: string } }];
		expect(fixture[0].attributes.source).toBe(RICH_MARKDOWN);
		expect(renderMarkdown(RICH_MARKDOWN)).toBe(fixture[0].attributes.html);
	});

	it('gives the same HTML for the same source', () => {
		expect(renderMarkdown(RICH_MARKDOWN)).toBe(renderMarkdown(RICH_MARKDOWN));
	});

	it('renders an empty source as nothing', () => {
		expect(renderMarkdown('')).toBe('');
	});

	it.each(XSS_VECTORS)('leaves nothing executable of %j', (vector) => {
		const html = renderMarkdown(vector);
		expect(dangers(html)).toEqual([]);
		expect(stable(html)).toBe(true);
	});

	it('leaves nothing executable of a link with a dangerous scheme, and keeps its text', () => {
		const template = document.createElement('template');
		template.innerHTML = renderMarkdown('[click me](javascript:alert(1)) [mail](mailto:a@b.c)');
		const links = [...template.content.querySelectorAll('a')];
		expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
			['click me', null],
			['mail', 'mailto:a@b.c'],
		]);
	});

	const fragments = fc.constantFrom(
		'# ',
		'**',
		'_',
		'`',
		'```\n',
		'[',
		'](',
		')',
		'![',
		'<',
		'>',
		'"',
		"'",
		'=',
		' ',
		'\t',
		'\n',
		'\n\n',
		'|',
		'---',
		'- ',
		'1. ',
		'> ',
		'&#',
		'&colon;',
		'x',
		'on',
		'alert(1)',
		'javascript:',
		'java\tscript:',
		'JaVaScRiPt:',
		'data:text/html,',
		'vbscript:',
		'<script>',
		'</script>',
		'<img src=x onerror=alert(1)>',
		'<a href="',
		'<iframe src="',
		'</iframe>',
		'https://www.youtube.com/embed/x',
		'https://evil.example/',
		'<svg',
		'<math',
		'<style>',
		'<form>',
		'<input ',
		'<!--',
		'-->',
		'</',
		'style="',
		'<noscript>',
		'<template>',
		'<table>',
		'<p title="'
	);
	const markdownish = fc.oneof(
		fc
			.array(fc.oneof(fragments, fc.string({ maxLength: 5 })), { maxLength: 40 })
			.map((parts) => parts.join('')),
		fc
			.array(fc.oneof(fc.constantFrom(...XSS_VECTORS), fragments), { maxLength: 8 })
			.map((parts) => parts.join('')),
		fc.string({ maxLength: 200 })
	);

	it('leaves nothing executable of random markdown and HTML', () => {
		fc.assert(
			fc.property(markdownish, (source) => {
				const html = renderMarkdown(source);
				expect(dangers(html)).toEqual([]);
				expect(stable(html)).toBe(true);
			}),
			{ numRuns: 300 }
		);
		// jsdom is slow to parse; on a busy two-core machine 300 runs take several seconds.
	}, 60_000);

	describe('markdown without raw HTML, which skips the sanitiser', () => {
		const pieces = fc.constantFrom(
			'# ',
			'## ',
			'**',
			'_',
			'~~',
			'`',
			'```js\n',
			'```\n',
			'[a link](https://example.com/ "Its title")',
			'[mail](mailto:a@b.c)',
			'[call](tel:+123)',
			'[relative](/about)',
			'[bad](javascript:alert(1))',
			'[data](data:text/html,x)',
			'[ftp](ftp://example.com/f)',
			'<https://example.com/auto>',
			'www.example.com',
			'![a picture](https://example.com/a.png "A title")',
			'![bad](javascript:x)',
			'![data](data:image/png;base64,AAAA)',
			'| a | b |\n|:--|--:|\n| 1 | 2 |\n',
			'- ',
			'1. ',
			'3. ',
			'- [x] ',
			'> ',
			'---',
			'\n',
			'\n\n',
			'    indented code\n',
			'"quoted" & \'single\'',
			'a * b',
			'\\*',
			'&amp; &copy; &#169;',
			'Ünïcödé ✓',
			' ',
			'text'
		);
		const source = fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join(''));

		it('gives the HTML the sanitiser would', () => {
			expect(renderMarkdown(RICH_MARKDOWN)).toBe(renderMarkdownSanitized(RICH_MARKDOWN));
			fc.assert(
				fc.property(source, (markdown) => {
					expect(renderMarkdown(markdown)).toBe(renderMarkdownSanitized(markdown));
				}),
				{ numRuns: 300 }
			);
		}, 60_000);

		it('keeps only the addresses the rules allow', () => {
			const template = document.createElement('template');
			template.innerHTML = renderMarkdown(
				'[bad](javascript:alert(1)) ![bad](data:image/png;base64,AAAA) [ok](https://example.com/)'
			);
			expect(
				[...template.content.querySelectorAll('a, img')].map((element) => [
					element.localName,
					element.getAttribute('href') ?? element.getAttribute('src'),
				])
			).toEqual([
				['a', null],
				['img', null],
				['a', 'https://example.com/'],
			]);
		});
	});
});
