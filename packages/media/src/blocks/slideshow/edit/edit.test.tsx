import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { REDUCED_MOTION_MESSAGE } from './inspector';
import { image, manualMediaUpload, renderSlideshowEdit } from './test/test-harness';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function preferReducedMotion(reduce: boolean) {
	vi.spyOn(window, 'matchMedia').mockImplementation(
		(query: string) =>
			({
				matches: reduce && query === '(prefers-reduced-motion: reduce)',
				media: query,
				addEventListener: () => undefined,
				removeEventListener: () => undefined,
			}) as unknown as MediaQueryList
	);
}

/** The slider, once Swiper has loaded (slower on a busy machine than the default second). */
const carousel = () => screen.findByRole('region', { name: 'Slideshow' }, { timeout: 5000 });
const patiently = { timeout: 5000 };
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]');

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

describe('the slideshow’s edit', () => {
	it('starts with a media placeholder for image files, and uploads what is chosen', async () => {
		preferReducedMotion(false);
		const upload = manualMediaUpload();
		const { container, attributes, host } = renderSlideshowEdit();
		expect(
			await screen.findAllByText('Drag images, upload new ones or select files from your library.')
		).toBeTruthy();
		const input = fileInput(container);
		expect(input?.getAttribute('accept')).toBe('image/*');
		expect(input?.multiple).toBe(true);

		fireEvent.change(input as HTMLInputElement, { target: { files: [png('a.png'), png('b.png')] } });

		// Both show at once with their temporary addresses, and the post cannot be saved.
		expect(attributes().images.map((item) => item.url.startsWith('blob:'))).toEqual([true, true]);
		expect(host.locks).toEqual(new Set(['blockyard/slideshow/slideshow-1']));
		expect(upload.calls[0]?.allowedTypes).toEqual(['image']);
		await carousel();
		await waitFor(() => expect(container.querySelectorAll('.is-uploading')).toHaveLength(2), patiently);

		upload.answer([
			{ id: 7, url: 'https://example.com/a.png', alt: 'A', caption: '<em>First</em>' },
			{ id: 8, url: 'https://example.com/b.png', alt: 'B', caption: '' },
		]);
		expect(attributes().images).toEqual([
			{ id: 7, url: 'https://example.com/a.png', alt: 'A', caption: 'First' },
			{ id: 8, url: 'https://example.com/b.png', alt: 'B', caption: '' },
		]);
		expect(attributes().ids).toEqual([7, 8]);
		expect(host.locks.size).toBe(0);
		await waitFor(() => expect(container.querySelectorAll('.is-uploading')).toHaveLength(0), patiently);
	});

	it('refuses files that are not images, with a notice', async () => {
		const upload = manualMediaUpload();
		const { container, attributes, host } = renderSlideshowEdit();
		await screen.findAllByText('Drag images, upload new ones or select files from your library.');
		fireEvent.change(fileInput(container) as HTMLInputElement, {
			target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] },
		});
		expect(upload.calls).toHaveLength(0);
		expect(attributes().images).toEqual([]);
		expect(host.notices).toEqual([
			{ status: 'error', message: 'Only image files can be added to a slideshow.' },
		]);
	});

	it('adds images with Upload an image; an upload error is a notice and unlocks saving', async () => {
		preferReducedMotion(true);
		const upload = manualMediaUpload();
		const { container, attributes, host } = renderSlideshowEdit({ images: [image(1)], ids: [1] });
		await carousel();
		expect(screen.getByRole('button', { name: 'Upload an image' })).toBeTruthy();

		fireEvent.change(fileInput(container) as HTMLInputElement, { target: { files: [png('c.png')] } });
		expect(attributes().images).toHaveLength(2);
		expect(host.locks.size).toBe(1);

		upload.fail('The file is too big.');
		expect(host.notices).toEqual([{ status: 'error', message: 'The file is too big.' }]);
		expect(attributes().images).toEqual([image(1)]);
		expect(host.locks.size).toBe(0);

		fireEvent.change(fileInput(container) as HTMLInputElement, { target: { files: [png('d.png')] } });
		upload.answer([
			{ id: 9, source_url: 'https://example.com/d.png', alt_text: 'D', caption: { raw: 'Dee' } },
		]);
		expect(attributes().images).toEqual([
			image(1),
			{ id: 9, url: 'https://example.com/d.png', alt: 'D', caption: 'Dee' },
		]);
		expect(attributes().ids).toEqual([1, 9]);
	});

	it('shows the slider with its labelled controls, and builds it anew when a setting changes', async () => {
		preferReducedMotion(false);
		manualMediaUpload();
		renderSlideshowEdit({ images: [image(1), image(2), image(3)], ids: [1, 2, 3], autoplay: true });
		const region = await carousel();
		expect(region.getAttribute('aria-roledescription')).toBe('carousel');
		const controls = within(region);
		expect(controls.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
		expect(controls.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
		expect(controls.getByRole('button', { name: 'Next slide' })).toBeTruthy();
		expect(controls.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);

		const settings = within(screen.getByRole('complementary', { name: 'Settings' }));
		fireEvent.change(settings.getByRole('combobox', { name: 'Transition effect' }), {
			target: { value: 'fade' },
		});
		await waitFor(() => expect(document.querySelector('.swiper-fade')).not.toBeNull(), patiently);
		expect(screen.getAllByRole('region', { name: 'Slideshow' })).toHaveLength(1);

		fireEvent.click(settings.getByRole('checkbox', { name: 'Autoplay' }));
		await waitFor(
			() => expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull(),
			patiently
		);
	});

	it('offers the delay from 1 to 5 seconds while autoplay is on', async () => {
		preferReducedMotion(false);
		manualMediaUpload();
		const { attributes } = renderSlideshowEdit({ images: [image(1), image(2)], ids: [1, 2] });
		await carousel();
		const settings = within(screen.getByRole('complementary', { name: 'Settings' }));
		expect(
			settings.queryByRole('spinbutton', { name: 'Delay between transitions (in seconds)' })
		).toBeNull();
		fireEvent.click(settings.getByRole('checkbox', { name: 'Autoplay' }));
		expect(attributes().autoplay).toBe(true);
		const delay = settings.getByRole('spinbutton', { name: 'Delay between transitions (in seconds)' });
		expect(delay.getAttribute('min')).toBe('1');
		expect(delay.getAttribute('max')).toBe('5');
		fireEvent.change(delay, { target: { value: '5' } });
		expect(attributes().delay).toBe(5);
		expect(screen.queryByText(REDUCED_MOTION_MESSAGE)).toBeNull();
	});

	it('says autoplay is off when the person prefers reduced motion, and does not play', async () => {
		preferReducedMotion(true);
		manualMediaUpload();
		renderSlideshowEdit({ images: [image(1), image(2)], ids: [1, 2], autoplay: true });
		await carousel();
		expect(
			screen.getByText(
				'The Reduce Motion accessibility option is selected, therefore autoplay will be disabled in this context.'
			)
		).toBeTruthy();
		expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
	});

	it('switches the images to the chosen size when the library gave it', async () => {
		preferReducedMotion(true);
		const upload = manualMediaUpload();
		const { container, attributes } = renderSlideshowEdit({ images: [image(1)], ids: [1] });
		await carousel();
		fireEvent.change(fileInput(container) as HTMLInputElement, { target: { files: [png('e.png')] } });
		upload.answer([
			{
				id: 10,
				url: 'https://example.com/e.png',
				alt: '',
				sizes: { large: { url: 'https://example.com/e-1024.png' } },
			},
		]);
		const settings = within(screen.getByRole('complementary', { name: 'Settings' }));
		fireEvent.change(settings.getByRole('combobox', { name: 'Image Size' }), {
			target: { value: 'large' },
		});
		expect(attributes().sizeSlug).toBe('large');
		expect(attributes().images.map((item) => item.url)).toEqual([
			'https://example.com/1.jpg',
			'https://example.com/e-1024.png',
		]);
	});
});
