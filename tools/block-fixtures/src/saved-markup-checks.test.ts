import { describe, expect, it } from 'vitest';

import { HOSTILE_VALUES, randomHostileValues, wrongShapes } from './hostile-values';
import {
	browserUrl,
	checkSavedMarkup,
	foreignMedia,
	readCss,
	scriptUrl,
	styleLoads,
	type MarkupIssueKind,
	type SavedMarkupPolicy,
} from './saved-markup-checks';

const kinds = (html: string, policy?: SavedMarkupPolicy): MarkupIssueKind[] =>
	checkSavedMarkup(html, policy).map((issue) => issue.kind);

describe('checkSavedMarkup', () => {
	it.each([
		['<a href="&#106;avascript:x">x</a>', 'script-url'],
		['<a href="&#x6A;avascript:x">x</a>', 'script-url'],
		['<a href="javascript&colon;x">x</a>', 'script-url'],
		['<a href=" JaVa&#9;ScRiPt:x">x</a>', 'script-url'],
		['<a href="java&#10;script:x">x</a>', 'script-url'],
		['<a href="vbscript:x">x</a>', 'script-url'],
		['<iframe src="DATA:text/html;base64,PHNjcmlwdD4="></iframe>', 'script-url'],
		['<form action="javascript:x"></form>', 'script-url'],
		['<button formaction="javascript:x">x</button>', 'script-url'],
		['<img srcset="a.png 1x, javascript:x 2x">', 'script-url'],
		['<video poster="javascript:x"></video>', 'script-url'],
		['<svg><a xlink:href="javascript:x"><text>x</text></a></svg>', 'script-url'],
		['<div data-url="javascript:x"></div>', 'script-url'],
		['<div data-options=\'{"link":"javascript:x"}\'></div>', 'script-url'],
		['<div style="width:1px;background:url(//e)"></div>', 'style-loads'],
		['<div style="width:1px;background:\\75 rl(//e)"></div>', 'style-loads'],
		['<div style="width:1px;background:U\\52L(//e)"></div>', 'style-loads'],
		['<div style="width:expression(alert(1))"></div>', 'style-loads'],
		['<div style="background:image-set(&quot;x.png&quot; 1x)"></div>', 'style-loads'],
		['<div style="x:1}@import url(x)"></div>', 'style-loads'],
		['<iframe src="https://evil.example"></iframe>', 'source-host'],
		['<a onclick="alert(1)">x</a>', 'event-handler'],
		['<a onclick>x</a>', 'event-handler'],
		['<img src="x" OnError="alert(1)">', 'event-handler'],
		['<iframe srcdoc="<p>x</p>"></iframe>', 'srcdoc'],
		['<script>alert(1)</script>', 'script'],
		['<script src="https://evil.example/x.js"></script>', 'script'],
		['<style>p{}</style>', 'element'],
		['<base href="https://evil.example/">', 'element'],
		['<meta http-equiv="refresh" content="0;url=https://evil.example">', 'element'],
	] as const)('flags %s', (html, kind) => {
		expect(kinds(html)).toContain(kind);
	});

	it('holds frames and provider scripts to the block’s hosts, over https', () => {
		const policy = { sourceHosts: ['calendly.com'] };
		expect(kinds('<iframe src="https://calendly.com/team"></iframe>', policy)).toEqual([]);
		expect(kinds('<script src="https://calendly.com/w.js"></script>', policy)).toEqual([]);
		expect(kinds('<iframe src="http://calendly.com/team"></iframe>', policy)).toEqual(['source-host']);
		expect(kinds('<iframe src="https://calendly.com@evil.example/"></iframe>', policy)).toEqual([
			'source-host',
		]);
		expect(kinds('<iframe src="https://calendly.com.evil.example/"></iframe>', policy)).toEqual([
			'source-host',
		]);
		expect(kinds('<iframe src="//calendly.com/team"></iframe>', policy)).toEqual(['source-host']);
	});

	it('holds media to the block’s hosts when it has them', () => {
		const policy = { mediaHosts: ['media.giphy.com'] };
		expect(kinds('<img src="https://media.giphy.com/a.gif">', policy)).toEqual([]);
		expect(kinds('<img src="/wp-content/uploads/a.gif">', policy)).toEqual([]);
		expect(kinds('<img src="//evil.example/a.gif">', policy)).toEqual(['media-host']);
		expect(kinds('<img src="/\\evil.example/a.gif">', policy)).toEqual(['media-host']);
		expect(kinds('<img src="https://evil.example/a.gif">', policy)).toEqual(['media-host']);
		expect(kinds('<video src="https://evil.example/a.mp4"></video>', policy)).toEqual(['media-host']);
		expect(
			kinds('<img srcset="https://media.giphy.com/a.gif 1x, https://evil.example/b.gif 2x">', policy)
		).toEqual(['media-host']);
		// Without a list, any host's media is the block's business.
		expect(kinds('<img src="https://evil.example/a.gif">')).toEqual([]);
	});

	it('lets a background-image block have https images only', () => {
		expect(
			kinds('<div style="background-image:url(https://example.com/a.jpg)"></div>', {
				backgroundImage: true,
			})
		).toEqual([]);
		expect(
			kinds('<div style="background-image:url(//evil.example/a.jpg)"></div>', { backgroundImage: true })
		).toEqual(['style-loads']);
		expect(kinds('<div style="background-image:url(https://example.com/a.jpg)"></div>')).toEqual([
			'style-loads',
		]);
	});

	it.each([
		'<a href="https://example.com/page">x</a>',
		'<a href="/about">x</a>',
		'<a href="#top">x</a>',
		'<a href="?p=1">x</a>',
		'<a href="mailto:team@example.com">x</a>',
		'<a href="tel:+15555550100">x</a>',
		'<a href="&amp;#106;avascript:x">x</a>', // the browser reads `&#106;avascript:x`: a relative path
		'<a href="javascript-guide.html">x</a>',
		'<img src="https://example.com/a.jpg" srcset="https://example.com/a.jpg 1x, https://example.com/b.jpg 2x" alt="">',
		'<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" alt="">',
		'<div style="color:#fff;background-color:rgb(1, 2, 3);width:10px;max-width:100%;padding-top:56.2%"></div>',
		'<div style="background:linear-gradient(135deg, #fff 0%, red 100%)"></div>',
		'<div data-id="12" data-label="javascript: the good parts"></div>',
		'<p title="onclick" class="on">online</p>',
		'<meta itemprop="bestRating" content="5"><link itemprop="dayOfWeek" href="https://schema.org/Monday">',
		'<!-- wp:blockyard/x {"url":"javascript:alert(1)"} --><div></div><!-- /wp:blockyard/x -->',
	])('passes %s', (html) => {
		expect(checkSavedMarkup(html)).toEqual([]);
	});
});

describe('the readers', () => {
	it('read addresses and styles as a browser does', () => {
		expect(browserUrl(' \u0001java\tscr\nipt:x ')).toBe('javascript:x');
		expect(scriptUrl('JAVASCRIPT:x')).toBeDefined();
		expect(scriptUrl(' data: TEXT/HTML ,x')).toBeDefined(); // the media type is trimmed too
		expect(scriptUrl('data:TEXT/HTML,x')).toBeDefined();
		expect(scriptUrl('https://example.com/javascript:x')).toBeUndefined();
		expect(readCss('b\\61 ckground:\\75rl(x) /* c */')).toBe('background:url(x) ');
		expect(styleLoads('color:red')).toEqual([]);
		expect(foreignMedia('https:a.png', ['x.example'])).toBeUndefined();
	});

	it('has every spelling of the table: entities, whitespace, mixed case, CSS escapes', () => {
		const values = HOSTILE_VALUES.map((value) => value.value);
		for (const value of [
			'&#106;avascript:',
			'&#x6A;avascript:',
			'javascript&colon;',
			' java\tscript:',
			'java\nscript:',
			'JaVaScRiPt:',
			'\\75rl(',
		]) {
			expect(
				values.some((candidate) => candidate.includes(value)),
				value
			).toBe(true);
		}
	});

	it('gives the same random values for the same seed', () => {
		expect(randomHostileValues(7, 20)).toEqual(randomHostileValues(7, 20));
		expect(randomHostileValues(7, 20)).not.toEqual(randomHostileValues(8, 20));
	});

	it('gives values of the wrong shape for each type', () => {
		expect(wrongShapes('string')).toEqual(expect.arrayContaining([null, 12, true]));
		expect(wrongShapes('string')).not.toContain('12');
		expect(wrongShapes('array')).toEqual(expect.arrayContaining(['x', '12', null, ['a', 'b'], [{}]]));
		expect(wrongShapes('object')).toEqual(expect.arrayContaining(['x', {}, null]));
	});
});
