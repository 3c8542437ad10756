import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderVideoEdit, sidebar, videoService } from './test/test-video-service';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const toggle = (name: string) => sidebar().getByRole('checkbox', { name }) as HTMLInputElement;

describe('Video Settings', () => {
	it('turns the player’s options on and off, Autoplay with Muted and Play inline as core video does', async () => {
		videoService();
		const view = renderVideoEdit();
		await sidebar().findByRole('button', { name: 'Video Settings' });
		expect(toggle('Playback controls').checked).toBe(true);
		expect(
			sidebar().getByText(/videos will play directly within the webpage on mobile browsers/)
		).toBeTruthy();

		fireEvent.click(toggle('Autoplay'));
		expect(view.changes.at(-1)).toEqual({ autoplay: true, muted: true, playsinline: true });
		expect(sidebar().getByText('Autoplay may cause usability issues for some users.')).toBeTruthy();
		expect(toggle('Muted').disabled).toBe(true);
		expect(sidebar().getByText('Muted because of Autoplay.')).toBeTruthy();
		expect(toggle('Play inline').disabled).toBe(true);
		expect(sidebar().getByText('Play inline enabled because of Autoplay.')).toBeTruthy();

		fireEvent.click(toggle('Autoplay'));
		expect(view.changes.at(-1)).toEqual({ autoplay: false, muted: false, playsinline: false });
		expect(sidebar().queryByText('Autoplay may cause usability issues for some users.')).toBeNull();

		fireEvent.click(toggle('Loop'));
		fireEvent.click(toggle('Muted'));
		fireEvent.click(toggle('Playback controls'));
		fireEvent.click(toggle('Play inline'));
		expect(view.changes.slice(-4)).toEqual([
			{ loop: true },
			{ muted: true },
			{ controls: false },
			{ playsinline: true },
		]);
	});

	it('chooses what the browser preloads: auto, metadata or none', async () => {
		videoService();
		const view = renderVideoEdit();
		const preload = (await sidebar().findByRole('combobox', { name: 'Preload' })) as HTMLSelectElement;
		expect(preload.value).toBe('metadata');
		expect([...preload.options].map((option) => option.value)).toEqual(['auto', 'metadata', 'none']);
		fireEvent.change(preload, { target: { value: 'none' } });
		expect(view.changes.at(-1)).toEqual({ preload: 'none' });
		expect(view.attributes().preload).toBe('none');
	});
});
