import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ButtonStyleSelector } from './button-style-selector';

afterEach(cleanup);

describe('ButtonStyleSelector', () => {
	it('shows Fill and Outline with previews, the current one pressed', () => {
		const onChange = vi.fn();
		const { container } = render(<ButtonStyleSelector className="big" onChange={onChange} />);

		screen.getByRole('group', { name: 'Styles' });
		expect(screen.getByRole('button', { name: 'Fill' }).getAttribute('aria-pressed')).toBe('true');
		expect(
			container.querySelectorAll('.is-style-outline .wp-block-blockyard-button__element')
		).toHaveLength(1);

		fireEvent.click(screen.getByRole('button', { name: 'Outline' }));
		expect(onChange).toHaveBeenCalledWith('big is-style-outline');
	});

	it('goes back to Fill by dropping the style class', () => {
		const onChange = vi.fn();
		render(<ButtonStyleSelector className="is-style-outline" onChange={onChange} />);
		expect(screen.getByRole('button', { name: 'Outline' }).getAttribute('aria-pressed')).toBe('true');
		fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
		expect(onChange).toHaveBeenCalledWith(undefined);
	});
});
