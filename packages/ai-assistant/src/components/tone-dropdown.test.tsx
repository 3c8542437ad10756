import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToneDropdown } from './tone-dropdown';

afterEach(cleanup);

const TONE_LABELS = [
	'Formal',
	'Informal',
	'Optimistic',
	'Humorous',
	'Serious',
	'Skeptical',
	'Empathetic',
	'Confident',
	'Passionate',
	'Provocative',
];

function checkedTones(): string[] {
	return screen
		.getAllByRole('menuitemradio')
		.filter((item) => item.getAttribute('aria-checked') === 'true')
		.map((item) => item.textContent ?? '');
}

describe('ToneDropdown', () => {
	it('lists the ten tones with formal checked by default', () => {
		render(<ToneDropdown onChange={vi.fn()} />);

		fireEvent.click(screen.getByRole('button', { name: 'Change tone' }));

		expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(TONE_LABELS);
		expect(checkedTones()).toEqual(['Formal']);
	});

	it('checks the tone it is given', () => {
		render(<ToneDropdown value="humorous" onChange={vi.fn()} />);

		fireEvent.click(screen.getByRole('button', { name: 'Change tone' }));

		expect(checkedTones()).toEqual(['Humorous']);
	});

	it('reports the chosen tone and closes, also when it is the checked one', () => {
		const onChange = vi.fn();
		render(<ToneDropdown value="formal" onChange={onChange} />);

		fireEvent.click(screen.getByRole('button', { name: 'Change tone' }));
		fireEvent.click(screen.getByRole('menuitemradio', { name: 'Skeptical' }));
		expect(onChange).toHaveBeenLastCalledWith('skeptical');
		expect(screen.queryByRole('menu')).toBeNull();

		fireEvent.click(screen.getByRole('button', { name: 'Change tone' }));
		fireEvent.click(screen.getByRole('menuitemradio', { name: 'Formal' }));
		expect(onChange).toHaveBeenLastCalledWith('formal');
	});

	it('takes another label', () => {
		render(<ToneDropdown onChange={vi.fn()} label="Tone of the generated text" />);

		screen.getByRole('button', { name: 'Tone of the generated text' });
	});

	it('cannot be opened when disabled', () => {
		render(<ToneDropdown onChange={vi.fn()} disabled />);
		const toggle = screen.getByRole('button', { name: 'Change tone' });

		fireEvent.click(toggle);

		expect(toggle.hasAttribute('disabled') || toggle.getAttribute('aria-disabled') === 'true').toBe(true);
		expect(screen.queryByRole('menu')).toBeNull();
	});
});
