import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderVideoEdit, sidebar, videoService } from './test/test-video-service';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('Progress Bar Colors', () => {
	it('matches the video by default; turned off, it offers the three seekbar colors from the palette', async () => {
		videoService();
		// An editor with a palette, as a theme gives it.
		const view = renderVideoEdit(
			{},
			{
				settings: {
					__experimentalFeatures: {
						color: {
							custom: true,
							palette: {
								theme: [
									{ name: 'Ink', slug: 'ink', color: '#112233' },
									{ name: 'Sand', slug: 'sand', color: '#eeddcc' },
								],
							},
						},
					},
				},
			}
		);
		await sidebar().findByText('Progress Bar Colors');
		const match = sidebar().getByRole('checkbox', { name: 'Match video' }) as HTMLInputElement;
		expect(match.checked).toBe(true);
		expect(sidebar().queryByRole('button', { name: 'Main' })).toBeNull();

		fireEvent.click(match);
		expect(view.changes.at(-1)).toEqual({ useAverageColor: false });
		for (const name of ['Main', 'Progress', 'Loaded']) {
			expect(sidebar().getByRole('button', { name })).toBeTruthy();
		}

		fireEvent.click(sidebar().getByRole('button', { name: 'Progress' }));
		fireEvent.click(await screen.findByRole('option', { name: 'Ink' }));
		// The palette's popover closes before the test ends (its animation would be cut short).
		fireEvent.keyDown(screen.getByRole('option', { name: 'Ink' }), { key: 'Escape' });
		await waitFor(() => expect(screen.queryByRole('option', { name: 'Ink' })).toBeNull());
		expect(view.attributes().seekbarPlayedColor).toBe('#112233');
		expect(view.attributes().seekbarColor).toBe('');

		// Matching the video again hides them; the colours chosen stay for when it is off.
		fireEvent.click(sidebar().getByRole('checkbox', { name: 'Match video' }));
		expect(view.attributes().useAverageColor).toBe(true);
		expect(sidebar().queryByRole('button', { name: 'Progress' })).toBeNull();
		expect(view.attributes().seekbarPlayedColor).toBe('#112233');
	});
});
