import { describe, expect, it } from 'vitest';

import { MARKDOWN_DOCUMENT_CHARS, MARKDOWN_DOCUMENT_END, markdownDocument } from './markdown-document';

describe('markdownDocument', () => {
	it('is a megabyte of markdown ending with its marker heading, the same every time', () => {
		const document = markdownDocument();
		expect(document.length).toBeGreaterThanOrEqual(MARKDOWN_DOCUMENT_CHARS);
		expect(document.length).toBeLessThan(MARKDOWN_DOCUMENT_CHARS + 1_000);
		expect(document.endsWith(`# ${MARKDOWN_DOCUMENT_END}\n`)).toBe(true);
		expect(markdownDocument()).toBe(document);
	});

	it('holds headings, lists, tables, code and links', () => {
		const document = markdownDocument();
		for (const part of [
			'\n## Section 1\n',
			'\n- Nectar\n',
			'| :----- | :--: | ---: |',
			'```js',
			'](https://example.com/bees/1 "Bees")',
		]) {
			expect(document).toContain(part);
		}
	});
});
