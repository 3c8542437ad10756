// DOMPurify needs jsdom here, as in render.test.ts.
// @vitest-environment jsdom
import type * as DomPurifyModule from 'dompurify';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderMarkdown } from './render';

/** How many times the block's DOMPurify instance sanitised since the last reset. */
const sanitised = vi.hoisted(() => ({ count: 0 }));

vi.mock('dompurify', async (importOriginal) => {
	const actual = await importOriginal<typeof DomPurifyModule>();
	const counting = (root?: Window & typeof globalThis) => {
		const instance = actual.default(root);
		const sanitize = instance.sanitize.bind(instance);
		instance.sanitize = ((...args: Parameters<typeof sanitize>) => {
			sanitised.count += 1;
			return sanitize(...args);
		}) as typeof instance.sanitize;
		return instance;
	};
	return { ...actual, default: counting };
});

describe('renderMarkdown and the sanitiser', () => {
	beforeEach(() => {
		sanitised.count = 0;
	});

	it('does not run DOMPurify on markdown without raw HTML', () => {
		const html = renderMarkdown(
			'# Title\n\nSome *text*, a [link](https://example.com) and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n'
		);
		expect(html).toContain('<a href="https://example.com">link</a>');
		expect(sanitised.count).toBe(0);
	});

	it('runs DOMPurify on markdown with raw HTML', () => {
		const html = renderMarkdown('Some <b onclick="alert(1)">bold</b> text.');
		expect(html).toBe('<p>Some <b>bold</b> text.</p>\n');
		expect(sanitised.count).toBeGreaterThan(0);
	});
});
