import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WidthControl } from './width-control';

afterEach(cleanup);

describe('WidthControl', () => {
	it('offers 25/50/75/100 % as labelled toggle buttons', () => {
		const onChange = vi.fn();
		render(<WidthControl width="50%" align={undefined} onChange={onChange} />);

		const fifty = screen.getByRole('button', { name: '50% width' });
		expect(fifty.getAttribute('aria-pressed')).toBe('true');
		fireEvent.click(screen.getByRole('button', { name: '75% width' }));
		expect(onChange).toHaveBeenLastCalledWith('75%');
		// Pressing the current one clears the width.
		fireEvent.click(fifty);
		expect(onChange).toHaveBeenLastCalledWith(undefined);
	});

	it('caps a typed percentage at 100', () => {
		const onChange = vi.fn();
		render(<WidthControl width={undefined} align="center" onChange={onChange} />);

		const input = screen.getByLabelText('Custom width');
		fireEvent.change(input, { target: { value: '150' } });
		expect(onChange).toHaveBeenLastCalledWith('100%');
	});

	it('offers px and em only when aligned left or right', () => {
		const { rerender } = render(<WidthControl width="10%" align={undefined} onChange={vi.fn()} />);
		const unitsOf = () =>
			Array.from(document.querySelectorAll('select option')).map((option) => option.textContent);
		expect(unitsOf()).not.toContain('px');

		rerender(<WidthControl width="10%" align="left" onChange={vi.fn()} />);
		expect(unitsOf()).toEqual(['%', 'px', 'em']);
	});
});
