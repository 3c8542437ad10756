// DOMPurify cannot read happy-dom's elements (see render.test.ts): the edit renders in jsdom.
// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderMarkdown } from '../render';
import { RICH_MARKDOWN } from '../test/test-data';
import { LARGE_SOURCE_CHARS } from './use-markdown';
import { CLIENT_ID, renderEdit, spyOnMarkNotPersistent, spyOnRemoveBlock } from './test/test-harness';

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

const PLACEHOLDER = 'Write your _Markdown_ **here**…';
const source = () => screen.findByRole('textbox', { name: 'Markdown source' });
const toolbarButton = (name: string) =>
	within(screen.getByRole('toolbar', { name: 'Block tools' })).getByRole('button', { name });

describe('the markdown edit', () => {
	it('shows a labelled source with the placeholder, and stores the source with its rendering', async () => {
		const { attributes } = renderEdit();
		const textbox = await source();
		expect(textbox.getAttribute('placeholder')).toBe(PLACEHOLDER);

		fireEvent.change(textbox, { target: { value: '# Hi\n\n[x](javascript:alert(1))' } });

		expect(attributes().source).toBe('# Hi\n\n[x](javascript:alert(1))');
		expect(attributes().html).toBe('<h1>Hi</h1>\n<p><a>x</a></p>\n');
	});

	it('shows the placeholder when empty and not selected', async () => {
		renderEdit({}, false);
		expect(await screen.findByText(PLACEHOLDER)).toBeTruthy();
		expect(screen.queryByRole('textbox')).toBeNull();
	});

	it('shows the rendered markdown when not selected', async () => {
		const { container } = renderEdit({ source: '## Title', html: '<h2>Title</h2>\n' }, false);
		expect(await screen.findByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
		expect(container.querySelector('script')).toBeNull();
	});

	it('toggles between the source and the preview in the toolbar', async () => {
		renderEdit({ source: '**bold**', html: '<p><strong>bold</strong></p>\n' });
		await source();
		expect(toolbarButton('Markdown').getAttribute('aria-pressed')).toBe('true');
		expect(toolbarButton('Preview').getAttribute('aria-pressed')).toBe('false');

		fireEvent.click(toolbarButton('Preview'));

		expect(screen.queryByRole('textbox')).toBeNull();
		expect(screen.getByText('bold').tagName).toBe('STRONG');
		expect(toolbarButton('Preview').getAttribute('aria-pressed')).toBe('true');

		fireEvent.click(toolbarButton('Markdown'));
		expect((await source()).textContent).toBe('**bold**');
	});

	it('returns to the source when it loses selection on the preview', async () => {
		const { select } = renderEdit({ source: 'text', html: '<p>text</p>\n' });
		await source();
		fireEvent.click(toolbarButton('Preview'));
		act(() => select(false));
		act(() => select(true));
		expect(await source()).toBeTruthy();
	});

	it('removes the block on Backspace in an empty source, and only then', async () => {
		const removeBlock = spyOnRemoveBlock();
		const { attributes } = renderEdit({ source: 'a', html: '<p>a</p>\n' });
		const textbox = await source();

		fireEvent.keyDown(textbox, { key: 'Backspace' });
		expect(removeBlock).not.toHaveBeenCalled();

		fireEvent.change(textbox, { target: { value: '' } });
		expect(attributes().source).toBe('');
		fireEvent.keyDown(textbox, { key: 'Backspace' });
		expect(removeBlock).toHaveBeenCalledWith(CLIENT_ID);
	});

	it('asks before following a link in the preview, and follows it only when the user agrees', async () => {
		const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
		const navigate = vi.fn();
		vi.spyOn(window, 'location', 'get').mockReturnValue({
			...window.location,
			href: 'https://site.test/wp-admin/post.php',
			assign: navigate,
		});
		renderEdit({ source: '[Docs](https://example.com/docs)', html: '' });
		await source();
		fireEvent.click(toolbarButton('Preview'));
		const link = screen.getByRole('link', { name: 'Docs' });

		expect(fireEvent.click(link)).toBe(false);
		expect(confirm).toHaveBeenCalledWith('Are you sure you wish to leave this page?');
		expect(navigate).not.toHaveBeenCalled();

		fireEvent.click(link);
		expect(navigate).toHaveBeenCalledWith('https://example.com/docs');
	});

	it('fills in the HTML of a block made without it, with no undo step of its own', async () => {
		const markNotPersistent = spyOnMarkNotPersistent();
		const { attributes, changes } = renderEdit({ source: RICH_MARKDOWN, html: '' }, false);
		await screen.findByRole('heading', { level: 1, name: 'Opening' });

		expect(attributes().html).toBe(renderMarkdown(RICH_MARKDOWN));
		expect(changes).toEqual([{ html: renderMarkdown(RICH_MARKDOWN) }]);
		expect(markNotPersistent).toHaveBeenCalledTimes(1);
	});

	it('leaves a block whose HTML matches its source untouched', async () => {
		const { changes } = renderEdit({ source: RICH_MARKDOWN, html: renderMarkdown(RICH_MARKDOWN) }, false);
		await screen.findByRole('heading', { level: 1, name: 'Opening' });
		expect(changes).toEqual([]);
	});

	describe('a large source', () => {
		const large = `# Long\n\n${'Words and more words. '.repeat(LARGE_SOURCE_CHARS / 20)}`;

		it('is rendered when typing pauses, not on each keystroke, and kept in step with its source', async () => {
			const { attributes, changes } = renderEdit({ source: 'short', html: '<p>short</p>\n' });
			const textbox = await source();

			fireEvent.change(textbox, { target: { value: large } });
			fireEvent.change(textbox, { target: { value: `${large}!` } });
			expect(changes).toEqual([{ source: large }, { source: `${large}!` }]);
			expect(attributes().html).toBe('<p>short</p>\n');

			await waitFor(() => expect(attributes().html).toBe(renderMarkdown(`${large}!`)));
			expect(changes).toHaveLength(3);
		});

		it('is rendered at once when the preview is shown', async () => {
			const { attributes } = renderEdit({ source: 'short', html: '<p>short</p>\n' });
			fireEvent.change(await source(), { target: { value: large } });
			fireEvent.click(toolbarButton('Preview'));

			expect(screen.getByRole('heading', { level: 1, name: 'Long' })).toBeTruthy();
			expect(attributes().html).toBe(renderMarkdown(large));
		});
	});
});
