import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { VideoPreview } from './video-preview';

const props = {
	src: 'http://site.test/holiday.mp4',
	poster: 'http://site.test/poster.png',
	caption: '',
	onCaptionChange: vi.fn(),
	onVideoSize: vi.fn(),
};

describe('VideoPreview', () => {
	it('covers the player until the overlay is clicked, and again once the block is deselected', () => {
		const { container, rerender } = render(<VideoPreview {...props} isSelected />);
		const video = container.querySelector('video');
		expect(video?.getAttribute('poster')).toBe('http://site.test/poster.png');
		fireEvent.click(screen.getByRole('button', { name: 'Use the video player' }));
		expect(screen.queryByRole('button', { name: 'Use the video player' })).toBeNull();
		rerender(<VideoPreview {...props} isSelected={false} />);
		expect(screen.getByRole('button', { name: 'Use the video player' })).toBeTruthy();
	});

	it('tells the video’s size once the browser knows it', () => {
		const onVideoSize = vi.fn();
		const { container } = render(<VideoPreview {...props} isSelected onVideoSize={onVideoSize} />);
		const video = container.querySelector('video') as HTMLVideoElement;
		Object.defineProperty(video, 'videoWidth', { value: 1920 });
		Object.defineProperty(video, 'videoHeight', { value: 1080 });
		fireEvent(video, new Event('loadedmetadata'));
		expect(onVideoSize).toHaveBeenCalledWith(1920, 1080);
	});
});
