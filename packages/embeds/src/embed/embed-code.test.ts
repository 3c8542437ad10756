import { describe, expect, it } from 'vitest';

import { decodeEntities, looksLikeMarkup, MAX_EMBED_CODE_LENGTH, scanElements } from './embed-code';

describe('scanElements', () => {
	it('reads the attributes of each element of a tag, quoted or not, names lower case', () => {
		const [frame] = scanElements(
			`<IFRAME SRC="https://a.test/?x=1&amp;y=2" height='600' width=100% allowfullscreen></iframe>`,
			'iframe'
		);
		expect(frame?.attributes.get('src')).toBe('https://a.test/?x=1&y=2');
		expect(frame?.attributes.get('height')).toBe('600');
		expect(frame?.attributes.get('width')).toBe('100%');
		expect(frame?.attributes.get('allowfullscreen')).toBe('');
	});

	it('keeps the first of a repeated attribute, as HTML does', () => {
		expect(
			scanElements('<iframe src="https://a.test/" src="https://b.test/">', 'iframe')[0]?.attributes.get(
				'src'
			)
		).toBe('https://a.test/');
	});

	it('reads a quoted value holding > and ignores other tags', () => {
		const found = scanElements(
			'<p title="a>b"><iframe title="x > y" src="https://a.test/"></iframe></p>',
			'iframe'
		);
		expect(found).toHaveLength(1);
		expect(found[0]?.attributes.get('title')).toBe('x > y');
	});

	it('finds nothing in text without the tag, in an unclosed tag, or in text too long to be a code', () => {
		expect(scanElements('https://a.test/', 'iframe')).toEqual([]);
		expect(scanElements('<iframe src="https://a.test/"', 'iframe')).toEqual([]);
		expect(scanElements(`<iframe src="x">${' '.repeat(MAX_EMBED_CODE_LENGTH)}`, 'iframe')).toEqual([]);
	});

	it('scans long hostile text quickly', () => {
		const started = performance.now();
		scanElements(`<iframe ${'"'.repeat(20_000)}`, 'iframe');
		scanElements(`<iframe a=${"'a".repeat(10_000)}`, 'iframe');
		expect(performance.now() - started).toBeLessThan(1000);
	});
});

describe('decodeEntities', () => {
	it('decodes named and numeric references, and leaves unknown or invalid ones', () => {
		expect(decodeEntities('&amp;&quot;&#39;&#x2F;&lt;&unknown;&#0;&#xD800;')).toBe(
			'&"\'/<&unknown;&#0;&#xD800;'
		);
	});
});

describe('looksLikeMarkup', () => {
	it('tells an embed code from an address', () => {
		expect(looksLikeMarkup('<iframe src="x">')).toBe(true);
		expect(looksLikeMarkup('https://a.test/?q=<3')).toBe(false);
	});
});
