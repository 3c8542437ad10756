import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import metadata from '../block.json';
import { renderVideoEdit } from './test/test-harness';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('the video’s example in the inserter', () => {
	it('draws a video frame with a play button above the caption, and asks nothing of the network', async () => {
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		renderVideoEdit(metadata.example.attributes);

		const frame = await screen.findByRole('img', { name: 'A video frame with a play button' });
		const figure = frame.closest('figure') as HTMLElement;
		expect(figure.querySelector('figcaption')?.textContent).toBe('A short film');
		// No player, no upload form.
		expect(document.querySelector('iframe, video')).toBeNull();
		expect(screen.queryByRole('button')).toBeNull();
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
