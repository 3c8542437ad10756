import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import metadata from '../block.json';
import { renderSlideshowEdit } from './test/test-harness';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('the slideshow’s example in the inserter', () => {
	it('draws a slideshow of landscapes, with no slider and no request', async () => {
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		renderSlideshowEdit(metadata.example.attributes);

		expect(await screen.findByRole('img', { name: 'A slideshow of landscape photos' })).toBeTruthy();
		// Neither the media placeholder nor Swiper's slider.
		expect(screen.queryByRole('button')).toBeNull();
		expect(document.querySelector('.swiper, img')).toBeNull();
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
