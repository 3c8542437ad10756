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
