import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ImagePicker } from './image-picker';
import type { ImageGenerationState } from './use-image-generation';

afterEach(cleanup);

const GENERIC =
	'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.';
const IMAGES = ['data:image/png;base64,UE5HIQ==', 'data:image/png;base64,UE5HPw=='];
const CHOOSING: ImageGenerationState = { status: 'choosing', prompt: 'A red kite', images: IMAGES };

function renderPicker(state: ImageGenerationState) {
	const onUse = vi.fn<(index: number) => void>();
	const onTryAgain = vi.fn<() => void>();
	const view = render(<ImagePicker state={state} onUse={onUse} onTryAgain={onTryAgain} />);
	return { ...view, onUse, onTryAgain };
}

describe('ImagePicker', () => {
	it('shows nothing while idle', () => {
		const { container } = renderPicker({ status: 'idle' });

		expect(container.innerHTML).toBe('');
	});

	it('asks to choose, and shows each image as a labelled button with the prompt as alt text', () => {
		renderPicker(CHOOSING);

		expect(screen.getByRole('heading', { name: 'Please choose your image' }).tagName).toBe('H3');
		const first = screen.getByRole('button', { name: 'Open image 1 of 2' });
		const second = screen.getByRole('button', { name: 'Open image 2 of 2' });
		expect(within(first).getByRole('img', { name: 'A red kite' }).getAttribute('src')).toBe(IMAGES[0]);
		expect(within(second).getByRole('img', { name: 'A red kite' }).getAttribute('src')).toBe(IMAGES[1]);
		expect(screen.getAllByRole('button', { name: /^Use this image/ })).toHaveLength(2);
	});

	it('uses the image whose “Use this image” is clicked', () => {
		const { onUse } = renderPicker(CHOOSING);

		fireEvent.click(screen.getByRole('button', { name: 'Use this image (2 of 2)' }));

		expect(onUse).toHaveBeenCalledExactlyOnceWith(1);
	});

	it('opens an image large in a modal titled with the prompt, which can use it or close', async () => {
		const { onUse } = renderPicker(CHOOSING);

		fireEvent.click(screen.getByRole('button', { name: 'Open image 2 of 2' }));

		const dialog = screen.getByRole('dialog', { name: 'A red kite' });
		expect(within(dialog).getByRole('img', { name: 'A red kite' }).getAttribute('src')).toBe(IMAGES[1]);

		// The modal's Close waits for its exit animation.
		fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
		await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
		expect(onUse).not.toHaveBeenCalled();

		// The page is usable again once the modal has let go of it (it hides the rest while open).
		fireEvent.click(await screen.findByRole('button', { name: 'Open image 1 of 2' }));
		fireEvent.click(
			within(screen.getByRole('dialog', { name: 'A red kite' })).getByRole('button', {
				name: 'Use this image',
			})
		);
		expect(onUse).toHaveBeenCalledExactlyOnceWith(0);
		expect(screen.queryByRole('dialog')).toBeNull();
	});

	it.each([
		[{ status: 'generating', prompt: 'A red kite' }, 'Generating image…'],
		[{ status: 'uploading', prompt: 'A red kite', images: IMAGES, index: 0 }, 'Uploading image…'],
	] satisfies ReadonlyArray<readonly [ImageGenerationState, string]>)(
		'shows a spinner and what it is doing',
		(state, text) => {
			renderPicker(state);

			expect(screen.getByRole('status').textContent).toBe(text);
			expect(screen.queryByRole('button')).toBeNull();
		}
	);

	it('shows the error message with Try again', () => {
		const { container, onTryAgain } = renderPicker({
			status: 'error',
			prompt: 'A red kite',
			images: [],
			error: { code: 'error_unknown', message: GENERIC, retryable: true },
			failedIndex: undefined,
		});

		// (The notice is also spoken through a live region elsewhere in the document.)
		expect(container.textContent).toContain(GENERIC);
		fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
		expect(onTryAgain).toHaveBeenCalledTimes(1);
	});

	it('leaves a quota error to the block’s banner', () => {
		const { container } = renderPicker({
			status: 'error',
			prompt: 'A red kite',
			images: [],
			error: {
				code: 'error_quota_exceeded',
				message: 'You have reached the limit of requests for this site.',
				retryable: false,
			},
			failedIndex: undefined,
		});

		expect(container.innerHTML).toBe('');
	});
});
