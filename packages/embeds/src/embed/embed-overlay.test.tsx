// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { EmbedOverlay } from './embed-overlay';

afterEach(cleanup);

describe('EmbedOverlay', () => {
	it('covers the preview until clicked, and again once the block is deselected', () => {
		const view = render(
			<EmbedOverlay isSelected>
				<a href="https://widgets.test/">Widget</a>
			</EmbedOverlay>
		);
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
		fireEvent.mouseUp(screen.getByTestId('embed-overlay'));
		expect(screen.queryByTestId('embed-overlay')).toBeNull();
		act(() => {
			view.rerender(
				<EmbedOverlay isSelected={false}>
					<a href="https://widgets.test/">Widget</a>
				</EmbedOverlay>
			);
		});
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
	});

	it('keeps a link in the preview from navigating the editor', () => {
		render(
			<EmbedOverlay isSelected>
				<a href="https://widgets.test/">
					<span>Widget</span>
				</a>
			</EmbedOverlay>
		);
		fireEvent.mouseUp(screen.getByTestId('embed-overlay'));
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		screen.getByText('Widget').dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
	});
});
