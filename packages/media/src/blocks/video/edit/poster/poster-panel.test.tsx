// @vitest-environment jsdom
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addFilter, removeFilter } from '@wordpress/hooks';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registerVideoBlock, VIDEO_BLOCK_NAME } from '../../index';
import type { VideoAttributes } from '../../types';
import { fakeVideoService } from '../test/fake-video-service';
import { GUID, videoAttributes } from '../test/video-attributes';

/** What the media library hands over when the author picks in it. */
let picked: Record<string, unknown> = {};

beforeAll(() => {
	addFilter('editor.MediaUpload', 'blockyard/test/media-library', () => {
		function FakeMediaLibrary(props: {
			onSelect: (media: Record<string, unknown>) => void;
			render: (options: { open: () => void }) => ReactElement;
		}) {
			return props.render({ open: () => props.onSelect(picked) });
		}
		return FakeMediaLibrary;
	});
});
afterAll(() => removeFilter('editor.MediaUpload', 'blockyard/test/media-library'));

afterEach(() => {
	cleanup();
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

const renderVideo = (changes: Partial<VideoAttributes> = {}) =>
	renderBlockEdit<VideoAttributes>({
		name: VIDEO_BLOCK_NAME,
		register: registerVideoBlock,
		attributes: videoAttributes(changes),
		settings: { mediaUpload: () => undefined },
	});

const sidebar = () => within(screen.getByRole('complementary', { name: 'Settings' }));

/** The frame slider's video says how long the video is. */
function videoLasts(seconds: number) {
	const video = document.querySelector<HTMLVideoElement>('video.wp-block-blockyard-video__frame');
	if (!video) throw new Error('no frame video');
	Object.defineProperty(video, 'duration', { value: seconds });
	fireEvent(video, new Event('loadedmetadata'));
	return video;
}

describe('the poster panel', () => {
	it('sets an image of the media library as the poster, on the service and in the block', async () => {
		const service = fakeVideoService(GUID);
		picked = { id: 52, type: 'image', url: 'https://site.test/uploads/boat.jpg' };
		const { attributes } = renderVideo();
		const panel = sidebar();
		expect((await panel.findByRole('img', { name: 'The video’s poster' })).getAttribute('src')).toBe(
			'https://site.test/uploads/harbour-poster.png'
		);
		fireEvent.click(panel.getByRole('button', { name: 'Select poster image' }));
		await waitFor(() => expect(attributes().poster).toBe('https://site.test/uploads/image-52.jpg'));
		expect(
			service.sent.find((request) => request.method === 'POST' && request.path.endsWith('/poster'))
		).toMatchObject({
			credentials: 'omit',
			authorization: 'X_UPLOAD_TOKEN token="tok.en" blog_id="7"',
			json: { poster_attachment_id: 52 },
		});
	});

	it('refuses what is not an image', async () => {
		const service = fakeVideoService(GUID);
		picked = { id: 60, type: 'video', url: 'https://site.test/uploads/other.mp4' };
		const { changes } = renderVideo();
		fireEvent.click(await screen.findByRole('button', { name: 'Select poster image' }));
		await waitFor(() =>
			expect(screen.getAllByText('Error: Choose an image for the poster.').length).toBeGreaterThan(0)
		);
		expect(changes).toEqual([]);
		expect(service.sent.some((request) => request.method === 'POST')).toBe(false);
	});

	it('removes the poster from the block, so that the preview does not wait for another', async () => {
		fakeVideoService(GUID);
		const { attributes } = renderVideo();
		fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
		expect(attributes().poster).toBe('');
		expect(screen.queryByText('Generating preview…')).toBeNull();
		expect(screen.getByText('No poster image: the player shows the video’s first frame.')).toBeTruthy();
	});

	it('asks for the frame the slider chose, then for the poster until it is made, “Generating poster…” meanwhile', async () => {
		const service = fakeVideoService(GUID);
		service.pendingPolls = 2;
		const { attributes } = renderVideo();
		expect(await screen.findByText('Reading the video’s length…')).toBeTruthy();
		const video = videoLasts(12.5);
		const slider = screen.getByRole('slider', { name: 'Poster frame (seconds)' });
		expect(slider.getAttribute('max')).toBe('12.5');
		fireEvent.change(slider, { target: { value: '3.2' } });
		expect(video.currentTime).toBeCloseTo(3.2);
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		fireEvent.click(screen.getByRole('button', { name: 'Use this frame' }));
		expect(screen.getByText('Generating poster…')).toBeTruthy();
		const polls = () =>
			service.sent.filter((request) => request.method === 'GET' && request.path.endsWith('/poster'))
				.length;
		// Testing Library's waits need real timers: the fake clock is moved on by hand, 2 s at a
		// time, with real turns of the event loop for the answers in between.
		const realTurns = async () => {
			for (let turn = 0; turn < 20; turn += 1) {
				await act(() => new Promise((resolve) => setImmediate(resolve)));
			}
		};
		for (
			let step = 0;
			step < 40 && attributes().poster !== 'https://videos.test/frames/3200.png';
			step += 1
		) {
			await realTurns();
			await act(() => vi.advanceTimersByTimeAsync(2000));
		}
		expect(
			service.sent.find((request) => request.method === 'POST' && request.path.endsWith('/poster'))
		).toMatchObject({
			json: { at_time: 3200, is_millisec: true },
		});
		// Two answers "generating", then the poster.
		expect(polls()).toBe(3);
		expect(attributes().poster).toBe('https://videos.test/frames/3200.png');
		expect(screen.queryByText('Generating poster…')).toBeNull();
	});

	it('says so when the service takes a while over the frame, and keeps asking until it is made', async () => {
		const service = fakeVideoService(GUID);
		service.pendingPolls = 12;
		const { attributes } = renderVideo();
		await screen.findByText('Reading the video’s length…');
		videoLasts(8);
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		fireEvent.click(screen.getByRole('button', { name: 'Use this frame' }));
		const still = 'Still generating the poster: the video service is taking a while with this frame.';
		let sawStill = false;
		for (
			let step = 0;
			step < 400 && !attributes().poster?.startsWith('https://videos.test/');
			step += 1
		) {
			for (let turn = 0; turn < 10; turn += 1) {
				await act(() => new Promise((resolve) => setImmediate(resolve)));
			}
			sawStill ||= screen.queryByText(still) !== null;
			await act(() => vi.advanceTimersByTimeAsync(1000));
		}
		expect(sawStill).toBe(true);
		expect(attributes().poster).toBe('https://videos.test/frames/0.png');
		expect(screen.queryByText(still)).toBeNull();
	});

	it('says why a frame could not be made', async () => {
		const service = fakeVideoService(GUID);
		service.failNext(
			`/rest/v1.1/videos/${GUID}/poster`,
			403,
			'invalid_token',
			'The upload token is not valid.'
		);
		const { changes } = renderVideo();
		await screen.findByText('Reading the video’s length…');
		videoLasts(8);
		fireEvent.click(screen.getByRole('button', { name: 'Use this frame' }));
		await waitFor(() =>
			expect(screen.getAllByText('Error: The upload token is not valid.').length).toBeGreaterThan(0)
		);
		expect(changes).toEqual([]);
	});

	it('says when the browser cannot read the video', async () => {
		fakeVideoService(GUID);
		renderVideo();
		await screen.findByText('Reading the video’s length…');
		const video = document.querySelector('video.wp-block-blockyard-video__frame') as HTMLVideoElement;
		fireEvent(video, new Event('error'));
		expect(
			screen.getByText('The browser cannot read this video, so no frame can be chosen.')
		).toBeTruthy();
	});
});
