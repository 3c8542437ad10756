import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_ATTRIBUTES } from '../attributes';
import type { RelatedPostsAttributes } from '../types';
import { RelatedPostsSettings } from './inspector';
import { LayoutButtons } from './layout-toolbar';

afterEach(cleanup);

/** The sidebar's panels and the toolbar's buttons over one set of attributes, as the editor keeps them. */
function renderControls(initial: Partial<RelatedPostsAttributes> = {}) {
	let current: RelatedPostsAttributes = { ...DEFAULT_ATTRIBUTES, ...initial };
	function Harness() {
		const [attributes, setState] = useState(current);
		const setAttributes = (change: Partial<RelatedPostsAttributes>) => {
			current = { ...current, ...change };
			setState(current);
		};
		return (
			<>
				<LayoutButtons
					layout={attributes.postLayout}
					onChange={(postLayout) => setAttributes({ postLayout })}
				/>
				<RelatedPostsSettings attributes={attributes} setAttributes={setAttributes} />
			</>
		);
	}
	render(<Harness />);
	return () => current;
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('the related posts settings', () => {
	it('switches between grid and list from the toolbar, the current one pressed', () => {
		const attributes = renderControls();
		expect(pressed('Grid view')).toBe('true');
		expect(pressed('List view')).toBe('false');

		fireEvent.click(screen.getByRole('button', { name: 'List view' }));
		expect(attributes().postLayout).toBe('list');
		expect(pressed('List view')).toBe('true');
		expect((screen.getByRole('radio', { name: 'List' }) as HTMLInputElement).checked).toBe(true);

		fireEvent.click(screen.getByRole('radio', { name: 'Grid' }));
		expect(attributes().postLayout).toBe('grid');
	});

	it('sets the number of posts within 1-6', () => {
		const attributes = renderControls();
		const count = screen.getByRole('spinbutton', { name: 'Number of posts' });
		expect((count as HTMLInputElement).value).toBe('3');
		fireEvent.change(count, { target: { value: '5' } });
		expect(attributes().postsToShow).toBe(5);
		fireEvent.change(count, { target: { value: '9' } });
		expect(attributes().postsToShow).toBe(6);
	});

	it('turns each piece of metadata on and off, and asks for the headline only while it shows', () => {
		const attributes = renderControls();
		expect(screen.queryByRole('textbox', { name: 'Headline' })).toBeNull();
		for (const name of ['Display headline', 'Display thumbnails', 'Display author', 'Display context']) {
			fireEvent.click(screen.getByRole('checkbox', { name }));
		}
		fireEvent.click(screen.getByRole('checkbox', { name: 'Display date' }));
		fireEvent.change(screen.getByRole('textbox', { name: 'Headline' }), {
			target: { value: 'More to read' },
		});
		expect(attributes()).toMatchObject({
			displayHeadline: true,
			displayThumbnails: true,
			displayAuthor: true,
			displayContext: true,
			displayDate: false,
			headline: 'More to read',
		});
	});
});
