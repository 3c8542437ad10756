import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import metadata from '../block.json';
import { renderGallery } from './test/test-harness';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('the tiled gallery’s example in the inserter', () => {
	it('draws three photos in the gallery’s tiles, with no request', async () => {
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		renderGallery(metadata.example.attributes);

		expect(await screen.findByRole('img', { name: 'A tiled gallery of three photos' })).toBeTruthy();
		// Not the media placeholder, and no image to fetch.
		expect(screen.queryByRole('button')).toBeNull();
		expect(document.querySelector('img')).toBeNull();
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
