import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DETAILS_SAVE_DELAY_MS } from './video-details';
import {
	GUID,
	MEDIA_ID,
	renderVideoEdit,
	sidebar,
	storedVideo,
	videoService,
} from './test/test-video-service';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const title = () => sidebar().getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
const description = () => sidebar().getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;

const CHAPTERS = '0:00 Intro\n0:30 The boats\n1:15 Sunrise';

describe('the Details panel', () => {
	it('shows only where the site has video chapters (the host’s video-chapters flag)', async () => {
		videoService();
		renderVideoEdit({}, { features: {} });
		await sidebar().findByRole('combobox', { name: 'Rating' });
		expect(sidebar().queryByRole('button', { name: 'Details' })).toBeNull();
		expect(sidebar().queryByRole('textbox', { name: 'Title' })).toBeNull();
	});

	it('shows the service’s title and description once the media item loads, and cannot be edited before', async () => {
		videoService(storedVideo({ title: 'Harbour at dawn', description: 'Boats.' }));
		renderVideoEdit({ title: 'harbour', description: '' });
		await sidebar().findByRole('button', { name: 'Details' });
		expect(title().disabled).toBe(true);
		expect(title().value).toBe('harbour');
		await waitFor(() => expect(title().disabled).toBe(false));
		expect(title().value).toBe('Harbour at dawn');
		expect(description().value).toBe('Boats.');
		expect(description().disabled).toBe(false);
	});

	it('saves the title on the service when the author leaves the field; the block’s title follows', async () => {
		const service = videoService();
		const view = renderVideoEdit();
		await sidebar().findByRole('button', { name: 'Details' });
		await waitFor(() => expect(title().disabled).toBe(false));

		fireEvent.change(title(), { target: { value: 'Boats at dawn' } });
		expect(view.attributes().title).toBe('Boats at dawn');
		expect(service.metaBodies).toEqual([]);
		fireEvent.blur(title());
		await waitFor(() => expect(service.video?.title).toBe('Boats at dawn'));
		expect(service.metaBodies).toEqual([{ id: MEDIA_ID, title: 'Boats at dawn' }]);
	});

	it('saves a description a moment after the author stops typing, and its chapters as the chapters track', async () => {
		const service = videoService();
		const view = renderVideoEdit();
		await sidebar().findByRole('button', { name: 'Details' });
		await waitFor(() => expect(description().disabled).toBe(false));

		fireEvent.change(description(), { target: { value: `Morning in the harbour.\n${CHAPTERS}` } });
		expect(view.attributes().description).toBe(`Morning in the harbour.\n${CHAPTERS}`);
		await waitFor(() => expect(service.video?.tracks).toHaveLength(1), {
			timeout: DETAILS_SAVE_DELAY_MS + 2000,
		});
		expect(service.metaBodies).toEqual([
			{ id: MEDIA_ID, description: `Morning in the harbour.\n${CHAPTERS}` },
		]);
		// Neither the block nor the service had chapters: nothing to delete first.
		expect(service.requests.filter((request) => request.includes('/tracks'))).toEqual([
			`POST public:/rest/v1.1/videos/${GUID}/tracks`,
		]);
		expect(service.video?.tracks[0]).toEqual({
			kind: 'chapters',
			srclang: 'en',
			label: 'Chapters',
			vtt: 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:30.000\nIntro\n\n2\n00:00:30.001 --> 00:01:15.000\nThe boats\n\n3\n00:01:15.001 --> 99:59:59.000\nSunrise\n',
		});
		await waitFor(() =>
			expect(view.attributes().videoPressTracks).toEqual([
				{
					src: `https://videos.test/${GUID}/chapters-en.vtt`,
					kind: 'chapters',
					srcLang: 'en',
					label: 'Chapters',
				},
			])
		);
	});

	it('replaces the chapters track when the chapters change, and leaves it when they do not', async () => {
		const service = videoService(
			storedVideo({
				description: CHAPTERS,
				tracks: [{ kind: 'chapters', srclang: 'en', label: 'Chapters', vtt: 'WEBVTT\n\nold' }],
			})
		);
		const subtitles = {
			src: 'https://videos.test/en.vtt',
			kind: 'subtitles' as const,
			srcLang: 'en',
			label: 'English',
		};
		const chapters = {
			src: `https://videos.test/${GUID}/chapters-en.vtt`,
			kind: 'chapters' as const,
			srcLang: 'en',
			label: 'Chapters',
		};
		const view = renderVideoEdit({ videoPressTracks: [subtitles, chapters] });
		await sidebar().findByRole('button', { name: 'Details' });
		await waitFor(() => expect(description().value).toBe(CHAPTERS));

		// Only the text around the chapters changes: the track stays as it is.
		fireEvent.change(description(), { target: { value: `${CHAPTERS}\nThanks for watching.` } });
		fireEvent.blur(description());
		await waitFor(() => expect(service.metaBodies).toHaveLength(1));
		expect(service.requests.filter((request) => request.includes('/tracks'))).toEqual([]);

		fireEvent.change(description(), { target: { value: '0:00 Intro\n0:45 Sunrise' } });
		fireEvent.blur(description());
		await waitFor(() =>
			expect(view.attributes().videoPressTracks.map((track) => track.kind)).toEqual([
				'subtitles',
				'chapters',
			])
		);
		expect(service.requests.filter((request) => request.includes('/tracks'))).toEqual([
			`POST public:/rest/v1.1/videos/${GUID}/tracks/delete`,
			`POST public:/rest/v1.1/videos/${GUID}/tracks`,
		]);
		expect(service.video?.tracks).toHaveLength(1);
		expect(service.video?.tracks[0]?.vtt).toContain('Sunrise');
	});

	it('replaces a chapters track the block did not know of, once the service says it has one', async () => {
		const service = videoService(
			storedVideo({
				tracks: [{ kind: 'chapters', srclang: 'en', label: 'Chapters', vtt: 'WEBVTT\n\nold' }],
			})
		);
		const view = renderVideoEdit();
		await sidebar().findByRole('button', { name: 'Details' });
		await waitFor(() => expect(description().disabled).toBe(false));

		fireEvent.change(description(), { target: { value: CHAPTERS } });
		fireEvent.blur(description());
		await waitFor(() =>
			expect(view.attributes().videoPressTracks.map((track) => track.kind)).toEqual(['chapters'])
		);
		expect(service.requests.filter((request) => request.includes('/tracks'))).toEqual([
			`POST public:/rest/v1.1/videos/${GUID}/tracks`,
			`POST public:/rest/v1.1/videos/${GUID}/tracks/delete`,
			`POST public:/rest/v1.1/videos/${GUID}/tracks`,
		]);
		expect(service.video?.tracks.map((track) => track.vtt)).toEqual([expect.stringContaining('Sunrise')]);
		expect(view.host.notices).toEqual([]);
	});

	it('says so when the service does not take the details', async () => {
		const service = videoService();
		const view = renderVideoEdit();
		await sidebar().findByRole('button', { name: 'Details' });
		await waitFor(() => expect(title().disabled).toBe(false));
		service.metaFailing = true;

		fireEvent.change(title(), { target: { value: 'Boats' } });
		fireEvent.blur(title());
		await waitFor(() =>
			expect(view.host.notices).toEqual([
				{
					status: 'error',
					message:
						'The video’s title and description were not saved: The video details could not be saved.',
				},
			])
		);
		// What the author typed stays, in the field and on the block.
		expect(title().value).toBe('Boats');
		expect(view.attributes().title).toBe('Boats');
	});
});
