import { describe, expect, it } from 'vitest';

import { linkParagraphContent } from './link-paragraph';

describe('linkParagraphContent', () => {
	it('links an http or https address, escaped', () => {
		expect(linkParagraphContent(' https://a.test/?x=1&y="2" ')).toBe(
			'<a href="https://a.test/?x=1&amp;y=&quot;2&quot;">https://a.test/?x=1&amp;y=&quot;2&quot;</a>'
		);
	});

	it('keeps anything else as escaped text, never as a link', () => {
		expect(linkParagraphContent('javascript:alert(1)')).toBe('javascript:alert(1)');
		expect(linkParagraphContent('<iframe src=x>')).toBe('&lt;iframe src=x&gt;');
	});
});
