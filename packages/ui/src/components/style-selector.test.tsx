import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StyleSelector } from './style-selector';

afterEach(cleanup);

const STYLES = [
	{ name: 'fill', label: 'Fill' },
	{ name: 'outline', label: 'Outline' },
];

describe('StyleSelector', () => {
	it('is a labelled group of toggle buttons with previews', () => {
		const onChange = vi.fn();
		render(
			<StyleSelector
				label="Styles"
				styles={STYLES}
				value="fill"
				onChange={onChange}
				renderPreview={(style) => <span data-testid={`preview-${style.name}`} />}
			/>
		);

		screen.getByRole('group', { name: 'Styles' });
		expect(screen.getByRole('button', { name: 'Fill' }).getAttribute('aria-pressed')).toBe('true');
		expect(screen.getByRole('button', { name: 'Outline' }).getAttribute('aria-pressed')).toBe('false');
		screen.getByTestId('preview-outline');

		fireEvent.click(screen.getByRole('button', { name: 'Outline' }));
		expect(onChange).toHaveBeenCalledWith('outline');
	});
});
