// Property tests: random text mixed with the XSS vectors and with the pieces they are made
// of, through every way AI output is cleaned, never gives anything that runs or loads.
import { serialize } from '@wordpress/blocks';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { registerTestCoreBlocks } from '../markdown/test/core-blocks';
import { ASSISTANT_BLOCKS } from './allowed-blocks';
import { sanitizePreviewHtml, sanitizePreviewNodes, sanitizeRichText, toPlainText } from './html';
import { safeBlocks } from './safe-blocks';
import { safeUrl } from './safe-url';
import { BAD_URLS, HTML_VECTORS, MARKUP, unsafeHtml, unsafeMarkup } from './test/vectors';

// See markdown/test/core-blocks.ts: the list and code blocks' block-to-block transforms import it.
vi.mock('@wordpress/rich-text', () => import('../markdown/test/rich-text-stub'));

beforeAll(registerTestCoreBlocks);

/** Pieces markup and URLs are made of, so random mixes build new tags, attributes and schemes. */
const PIECES = [
	'<',
	'>',
	'</',
	'/>',
	'"',
	"'",
	'=',
	'&',
	'#',
	';',
	':',
	' ',
	'\t',
	'\n',
	'\u0000',
	'\u0001',
	'&#x09;',
	'&#106;',
	'&colon;',
	'<a href=',
	'<img src=x ',
	' onerror=alert(1)',
	' onclick=',
	' style=',
	'<svg',
	'<math',
	'<script>',
	'</script>',
	'<style>',
	'<!--',
	'-->',
	'<![CDATA[',
	']]>',
	'javascript:',
	'java',
	'script:',
	'data:',
	'vbscript:',
	'url(',
	'<strong>',
	'</strong>',
	'<p>',
	'<noscript>',
	'<template>',
	'<textarea>',
	'<title>',
	'Harmless',
];

/** Random strings of pieces, vectors and any characters, mixed. */
const mixed = fc
	.array(
		fc.oneof(
			fc.constantFrom(...PIECES),
			fc.constantFrom(...HTML_VECTORS),
			fc.constantFrom(...BAD_URLS),
			fc.string({ maxLength: 8 })
		),
		{ maxLength: 24 }
	)
	.map((parts) => parts.join(''));

const RUNS = { numRuns: 400 };

describe('the sanitiser, on random mixes of text and XSS vectors', () => {
	it('leaves nothing that runs or loads in rich text, and the result is stable', () => {
		fc.assert(
			fc.property(mixed, (html) => {
				const clean = sanitizeRichText(html);
				expect(unsafeHtml(clean)).toEqual([]);
				// Read and cleaned again (as the editor reads saved markup), it stays as it is.
				expect(sanitizeRichText(clean)).toBe(clean);
			}),
			RUNS
		);
	});

	it('leaves nothing that runs or loads in the preview', () => {
		fc.assert(
			fc.property(mixed, (html) => {
				expect(unsafeHtml(sanitizePreviewHtml(html))).toEqual([]);
			}),
			RUNS
		);
	});

	it('gives the preview as nodes that read as the HTML it gives', () => {
		fc.assert(
			fc.property(mixed, (html) => {
				const container = document.createElement('div');
				container.append(sanitizePreviewNodes(html, document));
				// The nodes may nest what HTML's parser moves (a table kept inside a paragraph once
				// the math around it is dropped): read back as HTML, the two are the same.
				const nodesAsHtml = document.createElement('div');
				nodesAsHtml.innerHTML = container.innerHTML;
				const asHtml = document.createElement('div');
				asHtml.innerHTML = sanitizePreviewHtml(html);
				expect(nodesAsHtml.innerHTML).toBe(asHtml.innerHTML);
			}),
			{
				...RUNS,
				examples: [
					[
						'<p><<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
					],
				],
			}
		);
	});

	it('leaves no markup in plain text', () => {
		fc.assert(
			fc.property(mixed, (text) => {
				const plain = toPlainText(text);
				expect(unsafeHtml(plain)).toEqual([]);
				expect(plain).not.toMatch(MARKUP);
			}),
			RUNS
		);
	});

	it('keeps only URLs that run nothing and stay on http(s), mailto or the site', () => {
		fc.assert(
			fc.property(mixed, (url) => {
				const kept = safeUrl(url);
				if (kept !== undefined) {
					expect(
						unsafeHtml(`<a href="${kept.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">x</a>`)
					).toEqual([]);
					expect(new URL(kept, 'https://site.example/').protocol).toMatch(/^(https?|mailto):$/);
				}
			}),
			RUNS
		);
	});

	it('makes blocks whose saved markup holds nothing that runs or loads', () => {
		fc.assert(
			fc.property(mixed, mixed, (content, citation) => {
				const blocks = safeBlocks(
					[
						{ name: 'core/paragraph', attributes: { content }, innerBlocks: [] },
						{
							name: 'core/quote',
							attributes: { citation },
							innerBlocks: [
								{ name: 'core/heading', attributes: { content, level: 2 }, innerBlocks: [] },
							],
						},
						{ name: 'core/html', attributes: { content }, innerBlocks: [] },
					],
					ASSISTANT_BLOCKS
				);
				expect(unsafeMarkup(serialize(blocks), ASSISTANT_BLOCKS.blocks.keys())).toEqual([]);
			}),
			RUNS
		);
	});
});
