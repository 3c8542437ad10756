import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ImageRequestButton } from './image-request-button';

afterEach(cleanup);

describe('ImageRequestButton', () => {
	it('is a “Generate image” button that asks for images', () => {
		const onGenerate = vi.fn<() => void>();
		render(<ImageRequestButton onGenerate={onGenerate} />);

		fireEvent.click(screen.getByRole('button', { name: 'Generate image' }));

		expect(onGenerate).toHaveBeenCalledExactlyOnceWith();
	});

	it('does nothing when disabled', () => {
		const onGenerate = vi.fn<() => void>();
		render(<ImageRequestButton onGenerate={onGenerate} disabled />);

		fireEvent.click(screen.getByRole('button', { name: 'Generate image' }));

		expect(onGenerate).not.toHaveBeenCalled();
	});
});
