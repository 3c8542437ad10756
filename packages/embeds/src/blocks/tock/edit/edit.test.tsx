// @vitest-environment jsdom
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { registerTockBlock, TOCK_BLOCK_NAME } from '../index';
import type { TockAttributes } from '../types';

afterEach(cleanup);

const ERROR =
	'That is not a Tock business name. Use letters, digits, hyphens (-), underscores (_) and dots (.) only, as in exploretock.com/your-name.';

const renderTock = (attributes: TockAttributes = {}) =>
	renderBlockEdit<TockAttributes>({ name: TOCK_BLOCK_NAME, register: registerTockBlock, attributes });
const field = () => screen.findByRole('textbox', { name: 'Tock business name' });
const queryField = () => screen.queryByRole('textbox', { name: 'Tock business name' });
const type = async (text: string) => fireEvent.change(await field(), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save business name' }));
const editButton = () =>
	within(screen.getByRole('toolbar', { name: 'Block tools' })).getByRole('button', { name: 'Edit' });

describe('the Tock edit', () => {
	it('opens the popover by itself while there is no name, over the placeholder', async () => {
		renderTock();
		expect(await field()).toBeTruthy();
		expect(
			screen.getAllByText('Enter your business name on Tock to show its Book now button.').length
		).toBeGreaterThan(0);
	});

	it('saves the name with the Tock address stripped, and shows the widget under the overlay', async () => {
		const { attributes, container } = renderTock();
		await type('https://www.exploretock.com/roadhouse');
		save();

		expect(attributes().url).toBe('roadhouse');
		await waitFor(() => expect(queryField()).toBeNull());
		expect(container.querySelector('#Tock_widget_container')?.getAttribute('data-tock-color-mode')).toBe(
			'Blue'
		);
		expect(screen.getByRole('link', { name: 'www.exploretock.com/roadhouse' })).toBeTruthy();
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
	});

	it('saves on Enter in the field', async () => {
		const { attributes } = renderTock();
		await type('roadhouse');
		fireEvent.submit((await field()).closest('form') as HTMLFormElement);
		expect(attributes().url).toBe('roadhouse');
	});

	it('ignores an empty name, and refuses other characters with a message under the field', async () => {
		const { attributes, changes } = renderTock();
		await type('   ');
		save();
		expect(changes).toEqual([]);
		expect(screen.queryByRole('alert')).toBeNull();

		await type('road house');
		save();
		expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
		expect(attributes().url).toBeUndefined();
		expect(((await field()) as HTMLInputElement).value).toBe('road house');

		await type('https://evil.test/roadhouse');
		expect(screen.queryByRole('alert')).toBeNull();
		save();
		expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
		expect(changes).toEqual([]);
	});

	it('Edit opens the popover with the stored name; Escape closes it and reverts', async () => {
		const { attributes } = renderTock({ url: 'roadhouse' });
		expect(queryField()).toBeNull();

		fireEvent.click(editButton());
		expect(((await field()) as HTMLInputElement).value).toBe('roadhouse');
		await type('elsewhere');
		fireEvent.keyDown(await field(), { key: 'Escape', code: 'Escape' });
		await waitFor(() => expect(queryField()).toBeNull());
		expect(attributes().url).toBe('roadhouse');

		fireEvent.click(editButton());
		expect(((await field()) as HTMLInputElement).value).toBe('roadhouse');
	});

	it('Edit again closes without saving', async () => {
		const { attributes } = renderTock({ url: 'roadhouse' });
		fireEvent.click(editButton());
		await type('elsewhere');
		fireEvent.click(editButton());
		await waitFor(() => expect(queryField()).toBeNull());
		expect(attributes().url).toBe('roadhouse');
	});

	it('resets the field to the stored name when the block is deselected', async () => {
		const { select, attributes } = renderTock({ url: 'roadhouse' });
		fireEvent.click(editButton());
		await type('elsewhere');
		act(() => select(false));
		await waitFor(() => expect(queryField()).toBeNull());
		act(() => select(true));
		fireEvent.click(editButton());
		expect(((await field()) as HTMLInputElement).value).toBe('roadhouse');
		expect(attributes().url).toBe('roadhouse');
	});
});
