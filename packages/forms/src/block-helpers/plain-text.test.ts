import { describe, expect, it } from 'vitest';

import { htmlToPlainText, plainTextToHtml } from './plain-text';

describe('label text', () => {
	it('escapes what RichText would read as markup', () => {
		expect(plainTextToHtml('Q&A <b>')).toBe('Q&amp;A &lt;b>');
	});

	it('reads RichText HTML back as plain text', () => {
		expect(htmlToPlainText('Q&amp;A &lt;b&gt;')).toBe('Q&A <b>');
		expect(htmlToPlainText('Your <strong>name</strong>')).toBe('Your name');
		expect(htmlToPlainText('Plain')).toBe('Plain');
	});

	it('round-trips any text', () => {
		for (const text of ['Email', 'a < b && c > d', '&amp; stays literal', '']) {
			expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
		}
	});
});
