// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { safeRichText } from './rich-text-policy';

describe('safeRichText', () => {
	it.each([
		'Plain text &amp; more',
		'<strong>Bold</strong> and <em>italic</em>, <code>code</code>, <s>gone</s>, H<sub>2</sub>O',
		'<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noreferrer noopener">link</a>',
		'<a href="mailto:me@example.com">mail</a> <a href="#note" data-type="post" data-id="3">note</a>',
		'<mark style="background-color:rgba(0, 0, 0, 0);color:#cf2e2e" class="has-inline-color has-vivid-red-color">red</mark>',
		'<img class="wp-image-5" style="width: 150px;" src="https://example.com/a.jpg" alt="A">',
		'<span lang="fr">bonjour</span><br><bdo dir="rtl">abc</bdo>',
		'<p>Para</p><ul><li>One</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>',
	])('keeps %j exactly as it is', (html) => {
		expect(safeRichText(html)).toBe(html);
	});

	it.each([
		['<img src=x onerror=alert(1)>Hi', 'onerror'],
		['<a href="javascript:alert(1)">x</a>', 'javascript:'],
		['<a href="&#106;avascript:alert(1)">x</a>', 'avascript'],
		['<a href="//evil.example">x</a>', 'evil.example'],
		['<script>alert(1)</script>Hi', 'script'],
		["'><script>alert(1)</script>", 'script'],
		['<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
		['<svg><a xlink:href="javascript:alert(1)">x</a></svg>', 'svg'],
		['<span style="background:url(https://evil.example/x)">x</span>', 'url('],
		['<span style="width:\\75 rl(//evil.example)">x</span>', 'evil'],
		['--><script>alert(1)</script><!--', 'script'],
		['<a href="https://example.com" ping="https://evil.example/p">x</a>', 'ping'],
		['<form action="https://evil.example"><button>x</button></form>', 'form'],
		['<details open ontoggle=alert(1)>x</details>', 'ontoggle'],
	])('makes %j inert', (html, gone) => {
		const safe = safeRichText(html);
		expect(safe).not.toContain(gone);
		expect(safeRichText(safe)).toBe(safe);
	});

	it('keeps the text of an unknown element, and no comment', () => {
		expect(safeRichText('<foo>kept</foo><!-- x -->')).toBe('kept');
	});

	it('gives an empty string for what is not text', () => {
		for (const value of [undefined, null, 12, {}, ['<b>x</b>']]) {
			expect(safeRichText(value)).toBe('');
		}
	});
});

describe('safeRichText with frames', () => {
	const frameHosts = ['www.youtube.com'];

	it('keeps a frame on one of the hosts, with only the frame’s own attributes', () => {
		const frame =
			'<iframe src="https://www.youtube.com/embed/x" title="Video" allowfullscreen=""></iframe>';
		expect(safeRichText(frame, { frameHosts })).toBe(frame);
		expect(
			safeRichText('<iframe src="https://www.youtube.com/embed/x" onload="alert(1)"></iframe>', {
				frameHosts,
			})
		).toBe('<iframe src="https://www.youtube.com/embed/x"></iframe>');
	});

	it('drops frames from anywhere else, and every frame without hosts', () => {
		expect(safeRichText('<iframe src="https://evil.example/x"></iframe>', { frameHosts })).toBe('');
		expect(safeRichText('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe('');
	});
});

describe('safeRichText and stray brackets', () => {
	it('writes a `<` that is text as `&lt;`, so it reads back the same', () => {
		expect(safeRichText('a <= b')).toBe('a &lt;= b');
		expect(safeRichText('=(b %v<=c"')).toBe('=(b %v&lt;=c"');
	});
});
