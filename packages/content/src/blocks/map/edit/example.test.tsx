import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderEdit } from './test/test-harness';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('the map’s example in the inserter', () => {
	it('draws a map with two markers and asks nothing of the network', async () => {
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		renderEdit({ preview: true });

		const picture = await screen.findByRole('img', { name: 'A map with two markers' });
		expect(picture.getAttribute('data-style')).toBe('default');
		expect(fetchMock).not.toHaveBeenCalled();
		expect(document.querySelector('.leaflet-container, iframe')).toBeNull();
	});

	it('draws the map in its style', async () => {
		vi.stubGlobal('fetch', vi.fn());
		renderEdit({ preview: true, mapStyle: 'satellite' });

		expect(await screen.findByRole('img', { name: 'A satellite map with two markers' })).toBeTruthy();
	});
});
