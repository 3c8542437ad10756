import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { dispatch } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ButtonAttributes } from '../types';
import ButtonEdit from './index';
import { ButtonSettings } from './inspector';

afterEach(cleanup);

/** Renders `Component` with attributes kept in state; `current()` reads them. */
function renderWithState(
	Component: typeof ButtonSettings,
	initial: Partial<ButtonAttributes> = {}
): { current: () => ButtonAttributes } {
	let latest: ButtonAttributes = { element: 'button', saveInPostContent: true, ...initial };
	function Harness() {
		const [attributes, setState] = useState(latest);
		latest = attributes;
		return (
			<Component
				attributes={attributes}
				setAttributes={(next) => setState((previous) => ({ ...previous, ...next }))}
			/>
		);
	}
	render(<Harness />);
	return { current: () => latest };
}

describe('the button edit view', () => {
	it('shows the placeholder while the text is empty, in a labelled text field', () => {
		render(
			<ButtonEdit
				{...({} as Parameters<typeof ButtonEdit>[0])}
				attributes={{
					element: 'button',
					saveInPostContent: false,
					text: '',
					placeholder: 'Subscribe',
				}}
				setAttributes={() => undefined}
				isSelected
			/>
		);
		const text = screen.getByRole('textbox', { name: 'Button text' });
		const placeholder = text.querySelector('[data-rich-text-placeholder]');
		expect(placeholder?.getAttribute('data-rich-text-placeholder')).toBe('Subscribe');
		expect(text.textContent?.replace('\uFEFF', '')).toBe('');
	});

	it('ignores an invalid custom colour', () => {
		render(
			<ButtonEdit
				{...({} as Parameters<typeof ButtonEdit>[0])}
				attributes={{
					element: 'button',
					saveInPostContent: false,
					text: 'Go',
					customTextColor: 'not-a-colour',
					customBackgroundColor: '00ff00',
				}}
				setAttributes={() => undefined}
				isSelected
			/>
		);
		const text = screen.getByRole('textbox', { name: 'Button text' });
		expect(text.style.color).toBe('');
		expect(text.style.backgroundColor).not.toBe('');
		expect(text.className).toContain('has-background');
		expect(text.className).not.toContain('has-text-color');
	});
});

describe('the button settings', () => {
	it('sets the border radius with a range control, and resets it to 0 (no rounding)', () => {
		const { current } = renderWithState(ButtonSettings, { borderRadius: 8 });

		const radius = screen.getByRole('spinbutton', { name: 'Border radius' });
		fireEvent.change(radius, { target: { value: '20' } });
		expect(current().borderRadius).toBe(20);

		fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
		expect(current().borderRadius).toBe(0);
	});

	it('caps a width over 100 %', () => {
		const { current } = renderWithState(ButtonSettings);
		fireEvent.change(screen.getByLabelText('Custom width'), { target: { value: '250' } });
		expect(current().width).toBe('100%');
	});

	it('asks for the link only for a link element', () => {
		renderWithState(ButtonSettings);
		expect(screen.queryByRole('textbox', { name: 'Link' })).toBeNull();
		cleanup();

		const { current } = renderWithState(ButtonSettings, { element: 'a' });
		fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), {
			target: { value: 'https://x.test/' },
		});
		expect(current().url).toBe('https://x.test/');
	});
});

describe('the button colours', () => {
	beforeAll(() => {
		// What a theme.json site gives the editor: a default palette, custom colours allowed.
		(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings({
			__experimentalFeatures: {
				color: {
					custom: true,
					defaultPalette: true,
					palette: { default: [{ slug: 'black', name: 'Black', color: '#000000' }] },
				},
			},
		});
	});

	it('offers the text and background colours, showing the stored ones (an invalid one as none)', () => {
		renderWithState(ButtonSettings, { textColor: 'black', customBackgroundColor: 'not-a-colour' });
		// The picking itself (slug for a palette colour, validated custom colour) is palette.ts, unit-tested;
		// the popovers are not opened here (their exit animation rejects in happy-dom).
		const indicator = (name: RegExp) =>
			screen
				.getByRole('button', { name })
				.querySelector('.component-color-indicator')
				?.getAttribute('style');
		expect(indicator(/Text color/)).toContain('#000000');
		expect(indicator(/Background color/)).toBeFalsy();
	});
});
