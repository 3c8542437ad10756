// DOMPurify cannot read happy-dom's elements (see render.test.ts): the edit renders in jsdom.
// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as RenderModule from '../render';
import { renderMarkdown } from '../render';
import { renderMarkdownInSlices } from '../render-in-slices';
import type * as SplitMarkdownModule from '../split-markdown';
import { renderEdit, spyOnMarkNotPersistent } from './test/test-harness';

// Chunks of a few hundred characters: jsdom renders markdown far slower than a browser, and a
// document of a few chunks shows all the same as one of a few hundred.
vi.mock('../split-markdown', async (importOriginal) => {
	const split = await importOriginal<typeof SplitMarkdownModule>();
	return {
		...split,
		CHUNK_CHARS: 400,
		splitMarkdown: (source: string, chunkChars = 400) => split.splitMarkdown(source, chunkChars),
	};
});

// Counted: each call renders one chunk.
vi.mock('../render', async (importOriginal) => {
	const render = await importOriginal<typeof RenderModule>();
	return { ...render, renderMarkdown: vi.fn(render.renderMarkdown) };
});

afterEach(() => {
	cleanup();
	vi.mocked(renderMarkdown).mockClear();
	vi.restoreAllMocks();
});

/** Sections (about four to a chunk), the last one headed `last`. */
function longDocument(last: string, sectionCount = 20): string {
	const sections = Array.from(
		{ length: sectionCount },
		(_, index) =>
			`## Part ${index}\n\nSome **bold** text and a [link](https://example.com/${index}).\n\n- one\n- two\n`
	);
	return `${sections.join('\n')}\n# ${last}\n`;
}

const preview = (container: HTMLElement) => container.querySelector('.wp-block-blockyard-markdown__preview');
/** The preview's HTML: its chunks', each in an element of its own, joined. */
const previewHtml = (container: HTMLElement) =>
	[...(preview(container)?.children ?? [])]
		.map((chunk) => {
			expect(chunk.className).toBe('wp-block-blockyard-markdown__chunk');
			return chunk.innerHTML;
		})
		.join('');
const endHeadings = (container: HTMLElement) =>
	[...(preview(container)?.querySelectorAll('h1') ?? [])].map((heading) => heading.textContent);

describe('the markdown edit, with a document longer than a chunk', () => {
	it('shows it chunk by chunk as it is rendered, then stores the HTML of the whole, once', async () => {
		const long = longDocument('The end');
		const markNotPersistent = spyOnMarkNotPersistent();
		const insertions: MutationRecord[] = [];
		const observer = new MutationObserver((records) => insertions.push(...records));
		observer.observe(document.body, { childList: true, subtree: true });
		const { attributes, changes, container } = renderEdit({ source: long, html: '' }, false);

		await waitFor(() => expect(endHeadings(container)).toEqual(['The end']));
		observer.disconnect();
		// Each chunk went in on its own, in the order of the document.
		const intoPreview = insertions.filter((record) => record.target === preview(container));
		expect(intoPreview.length).toBeGreaterThanOrEqual(4);
		await waitFor(() => expect(changes).toEqual([{ html: renderMarkdown(long) }]));
		expect(previewHtml(container)).toBe(attributes().html);
		expect(markNotPersistent).toHaveBeenCalledTimes(1);
	});

	it('drops the rendering of a source that changed before it was done', async () => {
		const first = longDocument('First end');
		const second = longDocument('Second end');
		const { attributes, container } = renderEdit({ source: first, html: '' });
		const source = await screen.findByRole('textbox', { name: 'Markdown source' });
		fireEvent.change(source, { target: { value: second } });
		const toolbar = screen.getByRole('toolbar', { name: 'Block tools' });
		fireEvent.click(within(toolbar).getByRole('button', { name: 'Preview' }));

		await waitFor(() => expect(endHeadings(container)).toEqual(['Second end']));
		await waitFor(() => expect(attributes().html).toBe(renderMarkdown(second)));
		expect(previewHtml(container)).toBe(renderMarkdown(second));
	});

	it('stops rendering when the block goes', async () => {
		const long = longDocument('Gone', 100);
		const { changes, container, unmount } = renderEdit({ source: long, html: '' }, false);
		await waitFor(() => expect(preview(container)?.querySelector('h2')).not.toBeNull());
		expect(endHeadings(container)).toEqual([]);
		unmount();
		const renderedBefore = vi.mocked(renderMarkdown).mock.calls.length;
		// The same document rendered again, a chunk in each task, started after: had the block's
		// rendering gone on, it would have rendered its other chunks meanwhile.
		const again = renderMarkdownInSlices(long, { sliceMs: 0 });
		await again.finished;
		expect(vi.mocked(renderMarkdown).mock.calls.length - renderedBefore).toBe(again.chunks.length);
		expect(changes).toEqual([]);
	});
});
