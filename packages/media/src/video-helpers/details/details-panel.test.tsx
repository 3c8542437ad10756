import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { describe, expect, it, vi } from 'vitest';

import { DetailsPanel, type VideoDetails } from './details-panel';

/** The panel as a block mounts it: the values in the block's state, every change recorded. */
function renderPanel(initial: VideoDetails, isLoading = false) {
	const changes: Partial<VideoDetails>[] = [];
	function Block() {
		const [values, setValues] = useState(initial);
		return (
			<DetailsPanel
				values={values}
				isLoading={isLoading}
				onChange={(change) => {
					changes.push(change);
					setValues((current) => ({ ...current, ...change }));
				}}
			/>
		);
	}
	render(<Block />);
	return {
		changes,
		title: () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement,
		description: () => screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement,
	};
}

const CHAPTERS = '0:00 Intro\n0:30 Setup\n1:15 Result';

describe('DetailsPanel', () => {
	it('edits the title and the description, with their placeholders', () => {
		const panel = renderPanel({ title: '', description: '' });
		expect(screen.getByRole('button', { name: 'Details' })).toBeTruthy();
		expect(panel.title().placeholder).toBe('Video title');
		expect(panel.description().placeholder).toBe('Video description');

		fireEvent.change(panel.title(), { target: { value: 'Trip' } });
		fireEvent.change(panel.description(), { target: { value: 'A trip' } });
		expect(panel.changes).toEqual([{ title: 'Trip' }, { description: 'A trip' }]);
		expect(panel.title().value).toBe('Trip');
	});

	it('grows the description with its text, 4 rows when empty and 12 at most', () => {
		const panel = renderPanel({ title: '', description: '' });
		const rows = () => panel.description().getAttribute('rows');
		expect(rows()).toBe('4');
		fireEvent.change(panel.description(), { target: { value: 'line\n'.repeat(6) } });
		expect(rows()).toBe('7');
		fireEvent.change(panel.description(), { target: { value: 'x'.repeat(31 * 40) } });
		expect(rows()).toBe('12');
	});

	it('cannot be edited while the video loads', () => {
		const panel = renderPanel({ title: 'Trip', description: '' }, true);
		expect(panel.title().disabled).toBe(true);
		expect(panel.description().disabled).toBe(true);
	});

	it('lists the chapters the description gives, as the player would show them', () => {
		renderPanel({ title: '', description: `Our trip.\n${CHAPTERS}` });
		expect(screen.getByRole('heading', { name: '3 chapters' })).toBeTruthy();
		expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
			'00:00:00 Intro',
			'00:00:30 Setup',
			'00:01:15 Result',
		]);
		expect(screen.queryByText(/The player shows chapters when/)).toBeNull();
	});

	it('says why the player would not show the chapters, and how to write them when there are none', () => {
		const panel = renderPanel({ title: '', description: '0:05 Late start\n0:30 Next' });
		expect(screen.getByRole('heading', { name: '2 chapters' })).toBeTruthy();
		expect(screen.getByText(/The player shows chapters when the first starts at 0:00/)).toBeTruthy();

		fireEvent.change(panel.description(), { target: { value: 'No times here' } });
		expect(screen.queryByRole('list')).toBeNull();
		expect(
			screen.getByText(/To add chapters, start lines of the description with their time/)
		).toBeTruthy();
	});

	it('calls onChange only when the author types', () => {
		const onChange = vi.fn();
		render(
			<DetailsPanel
				values={{ title: 'A', description: CHAPTERS }}
				isLoading={false}
				onChange={onChange}
			/>
		);
		expect(onChange).not.toHaveBeenCalled();
	});
});
