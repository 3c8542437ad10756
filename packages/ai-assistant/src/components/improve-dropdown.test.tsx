import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ImproveDropdown } from './improve-dropdown';

afterEach(cleanup);

describe('ImproveDropdown', () => {
	it('lists Summarize, Make longer and Make shorter under Improve', () => {
		render(<ImproveDropdown onRequest={vi.fn()} />);

		fireEvent.click(screen.getByRole('button', { name: 'Improve' }));

		expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
			'Summarize',
			'Make longer',
			'Make shorter',
		]);
	});

	it.each([
		['Summarize', 'summarize'],
		['Make longer', 'makeLonger'],
		['Make shorter', 'makeShorter'],
	])('%s requests %s and closes the menu', (label, type) => {
		const onRequest = vi.fn();
		render(<ImproveDropdown onRequest={onRequest} />);

		fireEvent.click(screen.getByRole('button', { name: 'Improve' }));
		fireEvent.click(screen.getByRole('menuitem', { name: label }));

		expect(onRequest).toHaveBeenCalledTimes(1);
		expect(onRequest).toHaveBeenCalledWith(type);
		expect(screen.queryByRole('menu')).toBeNull();
	});

	it('cannot be opened when disabled', () => {
		render(<ImproveDropdown onRequest={vi.fn()} disabled />);

		fireEvent.click(screen.getByRole('button', { name: 'Improve' }));

		expect(screen.queryByRole('menu')).toBeNull();
	});
});
