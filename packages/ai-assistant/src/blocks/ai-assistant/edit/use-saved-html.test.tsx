import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { AiAssistantAttributes } from '../../../types';
import { useSavedHtml } from './use-saved-html';

type Saved = Pick<AiAssistantAttributes, 'content' | 'html'>;

function render(initial: Saved) {
	const setAttributes = vi.fn<(changes: Partial<AiAssistantAttributes>) => void>();
	const hook = renderHook((attributes: Saved) => useSavedHtml(attributes, setAttributes), {
		initialProps: initial,
	});
	return { setAttributes, rerender: hook.rerender };
}

describe('useSavedHtml', () => {
	it('leaves the HTML read from a saved post alone when the post is opened', () => {
		// As the editor reads it back from the markup: the same HTML, written another way.
		const { setAttributes } = render({
			content: 'Bees & **honey**',
			html: '<p>Bees &amp; <strong>honey</strong></p>',
		});
		expect(setAttributes).not.toHaveBeenCalled();
	});

	it('renders the HTML of a block made with its content alone', () => {
		const { setAttributes } = render({ content: '## Bees', html: '' });
		expect(setAttributes).toHaveBeenCalledWith({ html: '<h2>Bees</h2>\n' });
	});

	it('renders the HTML again when the content changes, escaping raw HTML and dropping unsafe links', () => {
		const { setAttributes, rerender } = render({ content: 'Old', html: '<p>Old</p>\n' });
		rerender({ content: '<script>x</script> [bad](javascript:alert(1))', html: '<p>Old</p>\n' });
		expect(setAttributes).toHaveBeenCalledTimes(1);
		const html = setAttributes.mock.calls[0]?.[0].html ?? '';
		expect(html).toContain('&lt;script&gt;');
		expect(html).not.toContain('<script');
		expect(html).not.toContain('href="javascript:');
	});

	it('does nothing more while the content stays the same', () => {
		const { setAttributes, rerender } = render({ content: 'Same', html: '' });
		rerender({ content: 'Same', html: '<p>Same</p>\n' });
		expect(setAttributes).toHaveBeenCalledTimes(1);
	});

	it('leaves HTML written with its content alone (a reply written whole, an undo)', () => {
		const { setAttributes, rerender } = render({ content: 'Old', html: '<p>Old</p>\n' });
		rerender({ content: '## New', html: '<h2>New</h2>\n' });
		expect(setAttributes).not.toHaveBeenCalled();
	});

	it('renders again a content changed alone after HTML it wrote itself', () => {
		const { setAttributes, rerender } = render({ content: 'One', html: '' });
		rerender({ content: 'One', html: '<p>One</p>\n' });
		rerender({ content: 'Two', html: '<p>One</p>\n' });
		expect(setAttributes.mock.calls).toEqual([[{ html: '<p>One</p>\n' }], [{ html: '<p>Two</p>\n' }]]);
	});
});
