import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HTML_VECTORS, unsafeHtml } from '../sanitize/test/vectors';
import type * as MarkdownToHtmlModule from './markdown-to-html';
import { markdownToHtml } from './markdown-to-html';
import { splitSettled } from './split-settled';
import { SOURCE_PER_COMMIT, StreamingMarkdown } from './streaming-markdown';

// A segment calls markdownToHtml once per render, so its calls count the segments' renders.
vi.mock('./markdown-to-html', async (importOriginal) => {
	const actual = await importOriginal<typeof MarkdownToHtmlModule>();
	return { markdownToHtml: vi.fn(actual.markdownToHtml) };
});

const renders = vi.mocked(markdownToHtml);

/** What the real markdownToHtml gives (the spy calls through, but its calls are not counted here). */
const onePass = (markdown: string): string => {
	const html = renders(markdown);
	renders.mock.calls.pop();
	return html;
};

const REPLY = [
	'# Title',
	'',
	'An intro with **bold** and a [link](https://example.com).',
	'',
	'## Steps',
	'',
	'1. First',
	'2. Second',
	'   - nested',
	'',
	'```js',
	'const a = 1;',
	'',
	'const b = 2;',
	'```',
	'',
	'- one',
	'- two',
	'',
	'> Quoted.',
	'',
	'The end.',
].join('\n');

/** The rendered HTML, the segments' wrappers left out. */
function renderedHtml(root: Element): string {
	return Array.from(root.children)
		.map((segment) => segment.innerHTML)
		.join('');
}

function root(container: HTMLElement): Element {
	const element = container.firstElementChild;
	if (!element) {
		throw new Error('Nothing rendered');
	}
	return element;
}

beforeEach(() => {
	renders.mockClear();
});

afterEach(cleanup);

describe('StreamingMarkdown', () => {
	it('renders the whole text as one markdownToHtml pass does', () => {
		const { container } = render(<StreamingMarkdown text={REPLY} className="preview" />);
		const element = root(container);
		expect(element.className).toBe('preview');
		expect(renderedHtml(element)).toBe(onePass(REPLY));
		expect(element.querySelector('h1')?.textContent).toBe('Title');
		expect(element.querySelector('h2')?.textContent).toBe('Steps');
		expect(element.querySelectorAll('ol > li')).toHaveLength(2);
		expect(element.querySelectorAll('ol ul > li')).toHaveLength(1);
		expect(element.querySelector('pre code')?.textContent).toBe('const a = 1;\n\nconst b = 2;\n');
		expect(element.querySelector('blockquote')).not.toBeNull();
		// One render per segment.
		expect(renders).toHaveBeenCalledTimes(element.children.length);
	});

	it('shows a long text over several frames, a commit rendering a bounded part of it, busy until all shows', async () => {
		const paragraph = `A paragraph of the long reply, with **bold** text. ${'word '.repeat(40)}\n\n`;
		const long = paragraph.repeat(Math.ceil((SOURCE_PER_COMMIT * 3) / paragraph.length));
		const { container } = render(<StreamingMarkdown text={long} />);
		const element = root(container);
		const segments = splitSettled(long).settled.length + 1;
		const firstCommit = element.children.length;
		expect(firstCommit).toBeGreaterThan(0);
		expect(firstCommit).toBeLessThan(segments / 2);
		expect(element.getAttribute('aria-busy')).toBe('true');
		await waitFor(() => expect(element.getAttribute('aria-busy')).toBeNull());
		expect(renderedHtml(element)).toBe(onePass(long));
		// Each segment rendered once, however many frames it took.
		expect(renders).toHaveBeenCalledTimes(element.children.length);
	});

	it('renders the reply escaped', () => {
		const { container } = render(
			<StreamingMarkdown text={'<img src=x onerror="alert(1)">\n\n<script>x</script>'} />
		);
		expect(container.querySelector('img, script')).toBeNull();
		expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
	});

	it('shows an image of the reply as its alt text, loading nothing', () => {
		const { container } = render(
			<StreamingMarkdown text="See ![A cat](https://evil.example/cat.png?q=secret)." />
		);
		expect(container.querySelector('img')).toBeNull();
		expect(container.textContent?.trim()).toBe('See A cat.');
	});

	it('renders nothing that runs or loads, even from HTML that markdownToHtml let through', () => {
		// Defence in depth: were the markdown renderer ever to pass HTML through, the
		// preview's own sanitiser still stands between it and the editor.
		renders.mockImplementationOnce(() =>
			HTML_VECTORS.map((vector) => `<p title="x" onclick="alert(1)">Harmless ${vector} words</p>`).join(
				'\n'
			)
		);
		const { container } = render(<StreamingMarkdown text="Anything" />);
		expect(unsafeHtml(root(container).innerHTML)).toEqual([]);
		expect(container.textContent).toContain('Harmless');
	});

	it('is aria-busy while streaming, and not a live region', () => {
		const { container, rerender } = render(<StreamingMarkdown text="Hello" isStreaming />);
		expect(root(container).getAttribute('aria-busy')).toBe('true');
		expect(container.querySelector('[aria-live]')).toBeNull();
		rerender(<StreamingMarkdown text="Hello there." isStreaming={false} />);
		expect(root(container).hasAttribute('aria-busy')).toBe(false);
	});

	it('renders nothing for an empty text', () => {
		const { container } = render(<StreamingMarkdown text="" />);
		expect(root(container).children).toHaveLength(0);
		expect(renders).not.toHaveBeenCalled();
	});

	it('re-renders only the tail as chunks come in, never a settled segment', () => {
		for (const size of [1, 4, 17]) {
			cleanup();
			renders.mockClear();
			const { container, rerender } = render(<StreamingMarkdown text="" isStreaming />);
			let previous = splitSettled('');
			for (let end = size; end < REPLY.length + size; end += size) {
				const text = REPLY.slice(0, end);
				const callsBefore = renders.mock.calls.length;
				rerender(<StreamingMarkdown text={text} isStreaming />);
				const rendered = renders.mock.calls.slice(callsBefore).map(([source]) => source);

				// Only segments whose text is new or changed render: at most the tail, plus the
				// segment the old tail has just become.
				const split = splitSettled(text);
				const sources = [...split.settled, split.tail];
				const before = [...previous.settled, previous.tail];
				const changed = sources.filter((source, index) => source !== '' && source !== before[index]);
				expect(rendered).toEqual(changed);
				expect(rendered.length).toBeLessThanOrEqual(2);
				previous = split;
			}
			const finalSplit = splitSettled(REPLY);
			expect(finalSplit.settled.length).toBeGreaterThan(5);
			expect(finalSplit.tail).toBe('The end.');
			// Every settled segment rendered once in all, however many chunks came after it.
			for (const segment of finalSplit.settled) {
				expect(renders.mock.calls.filter(([source]) => source === segment)).toHaveLength(1);
			}
			expect(renderedHtml(root(container))).toBe(onePass(REPLY));
		}
	});

	it('renders a new text from scratch when it does not continue the last one', () => {
		const { container, rerender } = render(<StreamingMarkdown text={'# One\n\nFirst reply.'} />);
		rerender(<StreamingMarkdown text={'## Two\n\nSecond reply.'} />);
		expect(renderedHtml(root(container))).toBe(onePass('## Two\n\nSecond reply.'));
	});
});
