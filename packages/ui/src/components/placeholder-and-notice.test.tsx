import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { button } from '@wordpress/icons';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BlockNotice } from './block-notice';
import { BlockPlaceholder } from './block-placeholder';

afterEach(cleanup);

describe('BlockPlaceholder', () => {
	it('shows the label, the instructions and the controls', () => {
		const { container } = render(
			<BlockPlaceholder label="Map" instructions="Paste a token." icon={button}>
				<button type="button">Set Token</button>
			</BlockPlaceholder>
		);
		// The instructions are also announced (a live region), so look inside the placeholder.
		const placeholder = container.querySelector('.blockyard-placeholder');
		expect(placeholder?.textContent).toContain('Map');
		expect(placeholder?.textContent).toContain('Paste a token.');
		screen.getByRole('button', { name: 'Set Token' });
	});

	it('hands the focus to its block when it goes while holding it, as when its form is submitted', async () => {
		const Block = ({ embedded }: { readonly embedded: boolean }) => (
			<div data-block="block-1" tabIndex={0} aria-label="Block: Map">
				{embedded ? (
					<p>Embedded</p>
				) : (
					<BlockPlaceholder label="Map">
						<button type="button">Set Token</button>
					</BlockPlaceholder>
				)}
			</div>
		);
		const { rerender } = render(<Block embedded={false} />);
		screen.getByRole('button', { name: 'Set Token' }).focus();
		rerender(<Block embedded />);
		await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Block: Map'));
	});

	it('leaves the focus alone when it is elsewhere', async () => {
		const { rerender } = render(
			<>
				<input aria-label="Title" />
				<div data-block="block-1" tabIndex={0}>
					<BlockPlaceholder label="Map" />
				</div>
			</>
		);
		screen.getByRole('textbox', { name: 'Title' }).focus();
		rerender(
			<>
				<input aria-label="Title" />
				<div data-block="block-1" tabIndex={0} />
			</>
		);
		await Promise.resolve();
		expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
	});
});

describe('BlockNotice', () => {
	it('shows the message, dismissible only with onRemove', () => {
		const onRemove = vi.fn();
		const { container, rerender } = render(<BlockNotice status="error">Could not embed.</BlockNotice>);
		// The notice also speaks its message (a live region), so look inside the notice.
		expect(container.querySelector('.blockyard-notice')?.textContent).toContain('Could not embed.');
		expect(screen.queryByRole('button')).toBeNull();

		rerender(
			<BlockNotice status="error" onRemove={onRemove}>
				Could not embed.
			</BlockNotice>
		);
		fireEvent.click(screen.getByRole('button'));
		expect(onRemove).toHaveBeenCalledTimes(1);
	});
});
