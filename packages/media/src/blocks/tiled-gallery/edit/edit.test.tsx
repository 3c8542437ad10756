// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MediaUploadOptions } from '@wordpress/block-editor';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { TiledGalleryImage } from '../types';
import { renderGallery } from './test/test-harness';

beforeAll(() => {
	globalThis.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
});

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

const image = (n: number, width = 1200, height = 800): TiledGalleryImage => ({
	alt: '',
	id: String(n),
	url: `https://example.com/${n}.jpg`,
	link: `https://example.com/?attachment_id=${n}`,
	width,
	height,
});
const three = [image(1), image(2, 800, 1200), image(3)];

const galleryImage = async (n: number, of: number) =>
	screen.findByRole('button', { name: `image ${n} of ${of} in gallery` });

describe('the empty gallery', () => {
	it('shows the Tiled Gallery placeholder, and uploading images fills it with ids derived', async () => {
		const uploads: MediaUploadOptions[] = [];
		const view = renderGallery({}, { mediaUpload: (options) => uploads.push(options) });
		expect(
			(await screen.findAllByText('Drag images, upload new ones or select files from your library.'))
				.length
		).toBeGreaterThan(0);
		expect(screen.getByText('Tiled Gallery')).toBeTruthy();
		const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
		expect(input?.multiple).toBe(true);
		const file = new File(['x'], 'photo.png', { type: 'image/png' });
		fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
		expect(uploads).toHaveLength(1);
		expect(uploads[0]?.allowedTypes).toEqual(['image']);
		act(() =>
			uploads[0]?.onFileChange?.([
				{
					id: 9,
					url: 'https://example.com/full.png',
					alt: 'A',
					sizes: { large: { url: 'https://example.com/large.png' } },
				},
			])
		);
		expect(view.attributes().images).toEqual([
			{ alt: 'A', id: '9', url: 'https://example.com/large.png' },
		]);
		expect(view.attributes().ids).toEqual([9]);
	});
});

describe('the gallery with images', () => {
	it('shows each image, resized, as a labelled button', async () => {
		renderGallery({ images: three, ids: [1, 2, 3] });
		const first = await galleryImage(1, 3);
		expect(first.getAttribute('src')).toContain('i0.wp.com/example.com/1.jpg');
		expect(await galleryImage(3, 3)).toBeTruthy();
	});

	it('picks a filter from the toolbar, which deselects the image', async () => {
		const view = renderGallery({ images: three, ids: [1, 2, 3] });
		fireEvent.click(await galleryImage(2, 3));
		expect(screen.getByRole('button', { name: 'Remove image' })).toBeTruthy();
		fireEvent.click(
			within(screen.getByRole('toolbar', { name: 'Block tools' })).getByRole('button', {
				name: 'Pick an image filter',
			})
		);
		const options = screen.getAllByRole('menuitemradio').map((item) => item.textContent);
		expect(options).toEqual(['Original', 'Black and White', 'Sepia', '1977', 'Clarendon', 'Gingham']);
		fireEvent.click(screen.getByRole('menuitemradio', { name: 'Sepia' }));
		expect(view.attributes().imageFilter).toBe('sepia');
		expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
	});

	it('offers columns only for the columns, circle and square styles with more than one image', async () => {
		const { unmount } = renderGallery({ images: three, ids: [1, 2, 3] });
		expect(await screen.findByText('Tiled Gallery settings')).toBeTruthy();
		expect(screen.queryByRole('spinbutton', { name: 'Columns' })).toBeNull();
		expect(screen.getByRole('spinbutton', { name: 'Rounded corners' })).toBeTruthy();
		expect(screen.getByRole('combobox', { name: 'Link to' })).toBeTruthy();
		unmount();

		renderGallery({ images: three, ids: [1, 2, 3], className: 'is-style-square' });
		const columns = await screen.findByRole('spinbutton', { name: 'Columns' });
		expect(columns.getAttribute('max')).toBe('3');
		expect((columns as HTMLInputElement).value).toBe('3');
		cleanup();

		renderGallery({ images: [image(1)], ids: [1], className: 'is-style-columns' });
		expect(await screen.findByText('Tiled Gallery settings')).toBeTruthy();
		expect(screen.queryByRole('spinbutton', { name: 'Columns' })).toBeNull();
	});

	it('offers no rounded corners for circles', async () => {
		renderGallery({ images: three, ids: [1, 2, 3], className: 'is-style-circle' });
		expect(await screen.findByRole('spinbutton', { name: 'Columns' })).toBeTruthy();
		expect(screen.queryByRole('spinbutton', { name: 'Rounded corners' })).toBeNull();
	});

	it('selects an image with the keyboard; the first cannot move backward, the last not forward', async () => {
		const view = renderGallery({ images: three, ids: [1, 2, 3] });
		fireEvent.keyDown(await galleryImage(1, 3), { key: 'Enter' });
		expect(screen.getByRole('button', { name: 'Move image backward' }).hasAttribute('disabled')).toBe(
			true
		);
		fireEvent.click(screen.getByRole('button', { name: 'Move image forward' }));
		expect(view.attributes().ids).toEqual([2, 1, 3]);

		fireEvent.keyDown(await galleryImage(3, 3), { key: ' ' });
		expect(screen.getByRole('button', { name: 'Move image forward' }).hasAttribute('disabled')).toBe(
			true
		);
		fireEvent.click(screen.getByRole('button', { name: 'Move image backward' }));
		expect(view.attributes().ids).toEqual([2, 3, 1]);
	});

	it('removes the selected image, clears the selection and caps the columns', async () => {
		const view = renderGallery({
			images: three,
			ids: [1, 2, 3],
			columns: 3,
			className: 'is-style-square',
		});
		fireEvent.click(await galleryImage(2, 3));
		fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
		expect(view.attributes().ids).toEqual([1, 3]);
		expect(view.attributes().columns).toBe(2);
		expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
	});

	it('deselects the image when the block loses the selection', async () => {
		const view = renderGallery({ images: three, ids: [1, 2, 3] });
		fireEvent.click(await galleryImage(1, 3));
		expect(screen.getByRole('button', { name: 'Remove image' })).toBeTruthy();
		act(() => view.select(false));
		act(() => view.select(true));
		expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
	});

	it('records column widths only once the author changed the gallery', async () => {
		const view = renderGallery({ images: three, ids: [1, 2, 3] });
		await galleryImage(1, 3);
		expect(view.changes.some((change) => 'columnWidths' in change)).toBe(false);
		fireEvent.click(await galleryImage(1, 3));
		await waitFor(() => expect(view.attributes().columnWidths.length).toBeGreaterThan(0));
		const widths = view.attributes().columnWidths;
		for (const row of widths) {
			expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 3);
		}
	});
});

describe('uploads', () => {
	it('shows the upload button and uploads into the gallery while it is selected', async () => {
		const uploads: MediaUploadOptions[] = [];
		const view = renderGallery(
			{ images: [image(1)], ids: [1] },
			{ mediaUpload: (options) => uploads.push(options) }
		);
		fireEvent.click(await screen.findByRole('button', { name: 'Upload an image' }));
		const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
		fireEvent.change(input as HTMLInputElement, {
			target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
		});
		expect(uploads[0]?.allowedTypes).toEqual(['image']);

		// The editor reports the file first with a temporary address: a spinner, saving locked.
		act(() => uploads[0]?.onFileChange?.([{ url: 'blob:http://localhost/abc', alt: '' }]));
		expect(view.attributes().images).toHaveLength(2);
		expect(view.container.querySelector('.components-spinner')).toBeTruthy();
		expect([...view.host.locks]).toEqual(['blockyard/tiled-gallery/gallery-1']);

		// Then as stored: no spinner, saving unlocked.
		act(() => uploads[0]?.onFileChange?.([{ id: 2, url: 'https://example.com/2.png', alt: '' }]));
		expect(view.attributes().ids).toEqual([1, 2]);
		expect(view.container.querySelector('.components-spinner')).toBeNull();
		expect(view.host.locks.size).toBe(0);

		act(() => view.select(false));
		expect(screen.queryByRole('button', { name: 'Upload an image' })).toBeNull();
	});

	it('shows an upload error as an editor notice', async () => {
		const uploads: MediaUploadOptions[] = [];
		const view = renderGallery(
			{ images: [image(1)], ids: [1] },
			{ mediaUpload: (options) => uploads.push(options) }
		);
		await screen.findByRole('button', { name: 'Upload an image' });
		const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
		fireEvent.change(input as HTMLInputElement, {
			target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
		});
		act(() => uploads[0]?.onError?.('This file is too big.'));
		expect(view.host.notices).toEqual([{ status: 'error', message: 'This file is too big.' }]);
	});

	it('has no upload button in an editor that cannot upload', async () => {
		renderGallery({ images: [image(1)], ids: [1] });
		await galleryImage(1, 1);
		expect(screen.queryByRole('button', { name: 'Upload an image' })).toBeNull();
	});
});

describe('the ids', () => {
	it('follow the images as they change', async () => {
		const view = renderGallery({ images: three, ids: [1, 2, 3] });
		fireEvent.click(await galleryImage(3, 3));
		fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
		expect(view.changes.at(-1)?.ids ?? view.attributes().ids).toEqual([1, 2]);
	});
});
