import { describe, expect, it } from 'vitest';

import { sanitizePreviewHtml, sanitizePreviewNodes, sanitizeRichText, toPlainText } from './html';
import { HTML_VECTORS, MARKUP, SWALLOWS_TEXT_AFTER, unsafeHtml } from './test/vectors';

/** The text a reader sees in HTML. */
const textOf = (html: string): string => {
	const element = document.createElement('div');
	element.innerHTML = html;
	return element.textContent ?? '';
};

describe('sanitizeRichText', () => {
	it('keeps the inline formats of the core blocks and safe links', () => {
		const html =
			'<strong>b</strong> <em>i</em> <a href="https://example.com/?a=1&amp;b=2" title="T">l</a> ' +
			'<code>&lt;x&gt;</code> <s>s</s> <sub>2</sub><sup>3</sup> <kbd>K</kbd> <mark>m</mark>' +
			'<br><span lang="fr">oui</span> <bdo dir="rtl">abc</bdo> a &lt; b &amp; c';
		expect(sanitizeRichText(html)).toBe(html);
	});

	it.each(HTML_VECTORS)(
		'leaves nothing that runs or loads of %s, and keeps the text around it',
		(vector) => {
			const result = sanitizeRichText(`Harmless ${vector} words`);
			expect(unsafeHtml(result)).toEqual([]);
			expect(textOf(result)).toMatch(
				SWALLOWS_TEXT_AFTER.has(vector) ? /^Harmless / : /^Harmless .*words$/s
			);
		}
	);

	it('unwraps other elements to their text, drops scripts and styles with theirs', () => {
		expect(sanitizeRichText('<p>Para</p><div>Div <b>bold</b></div><h2>Head</h2>')).toBe(
			'ParaDiv boldHead'
		);
		expect(sanitizeRichText('a<script>alert(1)</script><style>p{}</style>b')).toBe('ab');
	});

	it('drops unsafe links but keeps their text, and drops every attribute but the allowed ones', () => {
		expect(sanitizeRichText('<a href="javascript:alert(1)" target="_blank" rel="x">click</a>')).toBe(
			'<a>click</a>'
		);
		expect(
			sanitizeRichText('<span class="c" style="color:red" data-x="1" aria-label="l" id="i">t</span>')
		).toBe('<span>t</span>');
	});

	it('shows an image as its alt text and a checkbox as ☐ or ☑, loading nothing', () => {
		expect(sanitizeRichText('a <img src="https://evil.example/p.png?q=secret" alt="A cat"> b')).toBe(
			'a A cat b'
		);
		expect(sanitizeRichText('<input type="checkbox" checked> done <input type=checkbox> to do')).toBe(
			'☑ done ☐ to do'
		);
	});
});

describe('sanitizePreviewHtml', () => {
	it('keeps the blocks markdown makes', () => {
		const html =
			'<h2>T</h2>\n<p>A <a href="https://e.com">l</a></p>\n<ol start="3">\n<li>x</li>\n</ol>\n' +
			'<blockquote>\n<p>q</p>\n</blockquote>\n<pre><code class="language-js">a &lt; b\n</code></pre>\n<hr>\n' +
			'<table>\n<thead>\n<tr>\n<th align="center">h</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>d</td>\n</tr>\n</tbody></table>\n' +
			'<ul>\n<li><del>gone</del></li>\n</ul>\n';
		expect(sanitizePreviewHtml(html)).toBe(html);
	});

	it.each(HTML_VECTORS)('leaves nothing that runs or loads of %s', (vector) => {
		expect(unsafeHtml(sanitizePreviewHtml(`<p>Harmless ${vector} words</p>`))).toEqual([]);
	});
});

describe('sanitizePreviewNodes', () => {
	it('makes the kept elements afresh, not yet in a page', () => {
		const doc = document.implementation.createHTMLDocument('');
		const fragment = sanitizePreviewNodes(
			'<p title="t" onclick="x()">A <a href="javascript:x()">l</a> <a href="https://e.com">m</a><img src="x" alt="cat"></p>',
			doc
		);
		const paragraph = fragment.firstChild as Element;
		expect(paragraph.isConnected).toBe(false);
		const container = doc.createElement('div');
		container.append(fragment);
		expect(container.innerHTML).toBe('<p title="t">A <a>l</a> <a href="https://e.com">m</a>cat</p>');
	});

	it.each(HTML_VECTORS)('leaves nothing that runs or loads of %s', (vector) => {
		const container = document.createElement('div');
		container.append(sanitizePreviewNodes(`<p>Harmless ${vector} words</p>`, document));
		expect(unsafeHtml(container.innerHTML)).toEqual([]);
	});
});

describe('toPlainText', () => {
	it('keeps plain text as it is', () => {
		for (const text of ['Your name', 'Q&A', 'a < b', 'Age (18+)', 'Tab\there\nline', '']) {
			expect(toPlainText(text), text).toBe(text);
		}
	});

	it('reduces markup to its text, even when it was encoded', () => {
		expect(toPlainText('<b>Name</b> &amp; <script>x()</script>surname')).toBe('Name & surname');
		expect(toPlainText('&lt;img src=x onerror=alert(1)&gt;Email')).toBe('Email');
		expect(toPlainText('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;Name')).toBe('Name');
		expect(toPlainText('Bell\u0007 and NUL\u0000')).toBe('Bell and NUL');
	});

	it.each(HTML_VECTORS)('leaves no markup of %s', (vector) => {
		expect(toPlainText(`Harmless ${vector} words`)).not.toMatch(MARKUP);
	});
});
