// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { usePreviewRetry } from './use-preview-retry';
import { VideoPreview } from './video-preview';

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	cleanup();
	vi.useRealTimers();
});

const props = {
	src: 'https://site.test/uploads/harbour.mp4',
	poster: undefined,
	caption: '',
	isSelected: true,
	onCaptionChange: vi.fn(),
	onVideoSize: vi.fn(),
};

const MESSAGE = 'The video could not be loaded. It may still be processing.';
const player = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

describe('the preview’s reload', () => {
	it('loads a video that failed again after 2 s times the failures, five times, then says so', () => {
		const { container } = render(<VideoPreview {...props} />);
		for (let failure = 1; failure <= 5; failure += 1) {
			const failed = player(container);
			fireEvent(failed, new Event('error'));
			act(() => vi.advanceTimersByTime(2000 * failure - 1));
			// Not yet: the same element waits.
			expect(player(container)).toBe(failed);
			act(() => vi.advanceTimersByTime(1));
			// A new element loads the video again.
			expect(player(container)).not.toBe(failed);
			expect(screen.queryByText(MESSAGE)).toBeNull();
		}
		fireEvent(player(container), new Event('error'));
		expect(screen.getByText(MESSAGE)).toBeTruthy();
		const last = player(container);
		act(() => vi.advanceTimersByTime(60_000));
		expect(player(container)).toBe(last);
	});

	it('counts errors while a reload waits as one failure', () => {
		const { container } = render(<VideoPreview {...props} />);
		const failed = player(container);
		fireEvent(failed, new Event('error'));
		fireEvent(failed, new Event('error'));
		act(() => vi.advanceTimersByTime(2000));
		const second = player(container);
		expect(second).not.toBe(failed);
		fireEvent(second, new Event('error'));
		act(() => vi.advanceTimersByTime(3999));
		expect(player(container)).toBe(second);
		act(() => vi.advanceTimersByTime(1));
		expect(player(container)).not.toBe(second);
	});

	it('starts over with Try again, and for another video', () => {
		const { container, rerender } = render(<VideoPreview {...props} />);
		for (let failure = 1; failure <= 6; failure += 1) {
			fireEvent(player(container), new Event('error'));
			act(() => vi.advanceTimersByTime(2000 * failure));
		}
		expect(screen.getByText(MESSAGE)).toBeTruthy();
		fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
		expect(screen.queryByText(MESSAGE)).toBeNull();

		fireEvent(player(container), new Event('error'));
		act(() => vi.advanceTimersByTime(2000));
		rerender(<VideoPreview {...props} src="https://site.test/uploads/other.mp4" />);
		// The count starts over: the next failure waits 2 s again.
		const other = player(container);
		fireEvent(other, new Event('error'));
		act(() => vi.advanceTimersByTime(2000));
		expect(player(container)).not.toBe(other);
	});

	it('offers the block’s text tracks to the player', () => {
		const { container } = render(
			<VideoPreview
				{...props}
				tracks={[
					{ src: 'https://videos.test/en.vtt', kind: 'subtitles', srcLang: 'en', label: 'English' },
				]}
			/>
		);
		const track = container.querySelector('video track');
		expect(track?.getAttribute('src')).toBe('https://videos.test/en.vtt');
		expect(track?.getAttribute('srclang')).toBe('en');
		expect(track?.getAttribute('label')).toBe('English');
	});

	it('counts failures the block reports (a media item not ready yet) when the block keeps the reloads', () => {
		const { result } = renderHook(() => usePreviewRetry('https://site.test/uploads/harbour.mp4'));
		for (let failure = 1; failure <= 5; failure += 1) {
			act(() => result.current.fail());
			act(() => vi.advanceTimersByTime(2000 * failure));
			expect(result.current.attempt).toBe(failure);
		}
		act(() => result.current.fail());
		expect(result.current.gaveUp).toBe(true);
		const { container } = render(<VideoPreview {...props} retry={result.current} />);
		expect(screen.getByText(MESSAGE)).toBeTruthy();
		expect(container.querySelector('video')).toBeTruthy();
	});
});
