import { fireEvent, render, screen } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { VideoPlaceholder } from './video-placeholder';

beforeAll(() => {
	// The placeholder offers an upload only in an editor that can upload.
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings({
		mediaUpload: () => undefined,
	});
});

function choose(container: HTMLElement, file: File) {
	const input = container.querySelector('input[type="file"]') as HTMLInputElement;
	expect(input.getAttribute('accept')).toBe('video/*');
	fireEvent.change(input, { target: { files: [file] } });
}

describe('VideoPlaceholder', () => {
	it('hands a video file over to upload', () => {
		const onFile = vi.fn();
		const { container } = render(
			<VideoPlaceholder onFile={onFile} onMedia={vi.fn()} interrupted={[]} onForget={vi.fn()} />
		);
		const file = new File(['x'], 'holiday.mp4', { type: 'video/mp4' });
		choose(container, file);
		expect(onFile).toHaveBeenCalledWith(file);
	});

	it('refuses a file of another type with a clear message', () => {
		const onFile = vi.fn();
		const { container } = render(
			<VideoPlaceholder onFile={onFile} onMedia={vi.fn()} interrupted={[]} onForget={vi.fn()} />
		);
		choose(container, new File(['x'], 'notes.txt', { type: 'text/plain' }));
		expect(onFile).not.toHaveBeenCalled();
		expect(container.textContent).toContain(
			'“notes.txt” is not a video. Choose a video file, such as an MP4, MOV or WebM.'
		);
	});

	it('names the uploads that stopped before they finished, and forgets one on request', () => {
		const onForget = vi.fn();
		const { container } = render(
			<VideoPlaceholder
				onFile={vi.fn()}
				onMedia={vi.fn()}
				interrupted={[{ key: 'tus::1', fileName: 'holiday.mp4', size: 25_000_000 }]}
				onForget={onForget}
			/>
		);
		expect(container.textContent).toContain(
			'The upload of “holiday.mp4” stopped before it finished. Choose the same file to resume it.'
		);
		fireEvent.click(screen.getByRole('button', { name: 'Forget it' }));
		expect(onForget).toHaveBeenCalledWith('tus::1');
	});
});
