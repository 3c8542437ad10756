import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { HTML_VECTORS, unsafeHtml } from '../sanitize/test/vectors';
import type * as MarkdownToHtmlModule from './markdown-to-html';
import { markdownToHtml } from './markdown-to-html';
import { splitSettled } from './split-settled';
import { RENDER_BUDGET_MS, StreamingMarkdown } from './streaming-markdown';

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

/**
 * The clock a render's budget is read from: stopped, so that a render shows every segment
 * (as on a fast machine), unless a test moves it.
 */
let clock: MockInstance<() => number>;

beforeEach(() => {
	renders.mockClear();
	clock = vi.spyOn(performance, 'now').mockReturnValue(0);
});

afterEach(() => {
	cleanup();
	clock.mockRestore();
});

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

	it('shows a long text over several frames, a render spending its budget of time at most, busy until all shows', async () => {
		// A clock that moves a millisecond each time it is read: rendering a segment reads it once.
		let now = 0;
		clock.mockImplementation(() => (now += 1));
		const paragraph = (index: number) =>
			`Paragraph ${index} of the long reply, with **bold** text. ${'word '.repeat(40)}\n\n`;
		const long = Array.from({ length: 40 }, (_, index) => paragraph(index)).join('');
		const { container } = render(<StreamingMarkdown text={long} />);
		const element = root(container);
		const segments = splitSettled(long).settled.length + 1;
		const firstCommit = element.children.length;
		expect(firstCommit).toBeGreaterThan(0);
		expect(firstCommit).toBeLessThanOrEqual(RENDER_BUDGET_MS + 1);
		expect(element.getAttribute('aria-busy')).toBe('true');
		await waitFor(() => expect(element.getAttribute('aria-busy')).toBeNull());
		expect(element.children).toHaveLength(segments);
		expect(renderedHtml(element)).toBe(onePass(long));
		// Each segment rendered once, however many frames it took, whether the preview or the
		// warm-up ahead of it rendered it.
		expect(renders).toHaveBeenCalledTimes(segments);
	});

	it('shows at least one new segment a frame, however long one takes', async () => {
		let now = 0;
		// Every read of the clock says a frame's budget has gone by.
		clock.mockImplementation(() => (now += RENDER_BUDGET_MS * 2));
		const text = '# One\n\nTwo.\n\nThree.';
		const { container } = render(<StreamingMarkdown text={text} />);
		const element = root(container);
		expect(element.children).toHaveLength(1);
		await waitFor(() => expect(element.children).toHaveLength(3));
		expect(renderedHtml(element)).toBe(onePass(text));
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
		const finalSplit = splitSettled(REPLY);
		expect(finalSplit.settled.length).toBeGreaterThan(5);
		expect(finalSplit.tail).toBe('The end.');
		for (const size of [1, 4, 17]) {
			cleanup();
			const callsAtStart = renders.mock.calls.length;
			const { container, rerender } = render(<StreamingMarkdown text="" isStreaming />);
			let previous = splitSettled('');
			for (let end = size; end < REPLY.length + size; end += size) {
				const text = REPLY.slice(0, end);
				const callsBefore = renders.mock.calls.length;
				rerender(<StreamingMarkdown text={text} isStreaming />);
				const rendered = renders.mock.calls.slice(callsBefore).map(([source]) => source);

				// Only segments whose text is new or changed render: at most the tail, plus the
				// segment the old tail has just become (unless its HTML is kept from before).
				const split = splitSettled(text);
				const sources = [...split.settled, split.tail];
				const before = [...previous.settled, previous.tail];
				const changed = sources.filter((source, index) => source !== '' && source !== before[index]);
				expect(changed).toEqual(expect.arrayContaining(rendered));
				expect(rendered.length).toBeLessThanOrEqual(2);
				if (split.tail !== '' && changed.includes(split.tail)) {
					expect(rendered).toContain(split.tail);
				}
				previous = split;
			}
			expect(renderedHtml(root(container))).toBe(onePass(REPLY));
			// Every settled segment rendered once at most, however many chunks came after it.
			const calls = renders.mock.calls.slice(callsAtStart);
			for (const segment of finalSplit.settled) {
				expect(calls.filter(([source]) => source === segment).length).toBeLessThanOrEqual(1);
			}
		}
	});

	it('renders a new text from scratch when it does not continue the last one', () => {
		const { container, rerender } = render(<StreamingMarkdown text={'# One\n\nFirst reply.'} />);
		rerender(<StreamingMarkdown text={'## Two\n\nSecond reply.'} />);
		expect(renderedHtml(root(container))).toBe(onePass('## Two\n\nSecond reply.'));
	});
});
