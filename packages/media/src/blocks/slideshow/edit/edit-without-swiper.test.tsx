import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { image, manualMediaUpload, renderSlideshowEdit } from './test/test-harness';

// The slider's chunk cannot be loaded (offline, say).
vi.mock('../slider/slider', () => {
	throw new Error('Failed to fetch dynamically imported module');
});

describe('the slideshow’s edit without Swiper', () => {
	it('says so in a notice and lists the images; nothing is lost', async () => {
		manualMediaUpload();
		const { container, attributes } = renderSlideshowEdit({
			images: [image(1, 'One'), image(2)],
			ids: [1, 2],
			autoplay: true,
		});
		expect(
			await screen.findByText('The Swiper library could not be loaded.', undefined, { timeout: 5000 })
		).toBeTruthy();
		expect(
			Array.from(container.querySelectorAll('li img')).map((img) => img.getAttribute('alt'))
		).toEqual(['Picture 1', 'Picture 2']);
		expect(container.querySelector('figcaption')?.textContent).toBe('One');
		expect(attributes().images).toEqual([image(1, 'One'), image(2)]);
		expect(screen.getByRole('button', { name: 'Upload an image' })).toBeTruthy();
	});
});
