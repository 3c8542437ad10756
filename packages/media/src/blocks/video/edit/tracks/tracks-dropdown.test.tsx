// @vitest-environment jsdom
import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerVideoBlock, VIDEO_BLOCK_NAME } from '../../index';
import type { VideoAttributes, VideoTrack } from '../../types';
import { fakeVideoService } from '../test/fake-video-service';
import { GUID, videoAttributes } from '../test/video-attributes';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const FRENCH: VideoTrack = {
	src: 'https://videos.test/tracks/subtitles/fr.vtt',
	kind: 'subtitles',
	srcLang: 'fr',
	label: 'Français',
};

/** The block with these tracks, in an editor where the user may upload (its `mediaUpload` setting) unless told. */
const renderVideo = (
	tracks: VideoTrack[] = [],
	options: { canUpload?: boolean; host?: ReturnType<typeof testHost> } = {}
) =>
	renderBlockEdit<VideoAttributes>({
		name: VIDEO_BLOCK_NAME,
		register: registerVideoBlock,
		attributes: videoAttributes({ videoPressTracks: tracks }),
		...(options.canUpload === false ? {} : { settings: { mediaUpload: () => undefined } }),
		...(options.host ? { host: options.host } : {}),
	});

const openTracks = async () => {
	const toolbar = screen.getByRole('toolbar', { name: 'Block tools' });
	fireEvent.click(await within(toolbar).findByRole('button', { name: 'Text tracks' }));
};

const vtt = (name = 'harbour-en.vtt') => new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n'], name);

const chooseFile = (file: File) => {
	const input = document.querySelector<HTMLInputElement>('input[type="file"]');
	if (!input) throw new Error('no file input');
	fireEvent.change(input, { target: { files: [file] } });
};

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('the text tracks dropdown', () => {
	it('lists the block’s tracks and the service’s (read without credentials), each with a delete button', async () => {
		const service = fakeVideoService(GUID, [
			{ kind: 'subtitles', srclang: 'fr', label: 'Français' },
			{ kind: 'captions', srclang: 'de', label: 'Deutsch' },
		]);
		renderVideo([FRENCH]);
		await openTracks();
		expect(await screen.findByText('Deutsch (captions, de)')).toBeTruthy();
		expect(screen.getAllByText('Français (subtitles, fr)')).toHaveLength(1);
		expect(screen.getByRole('button', { name: 'Delete Deutsch (captions, de)' })).toBeTruthy();
		const read = service.sent.find((request) => request.path === `/rest/v1.1/videos/${GUID}`);
		expect(read).toMatchObject({ method: 'GET', credentials: 'omit', authorization: null });
	});

	it('deletes a track on the service, with the site’s token, then from the block', async () => {
		const service = fakeVideoService(GUID, [{ kind: 'subtitles', srclang: 'fr', label: 'Français' }]);
		const { attributes } = renderVideo([FRENCH]);
		await openTracks();
		fireEvent.click(await screen.findByRole('button', { name: 'Delete Français (subtitles, fr)' }));
		await waitFor(() => expect(attributes().videoPressTracks).toEqual([]));
		expect(service.tracks).toEqual([]);
		expect(service.sent.find((request) => request.path.endsWith('/tracks/delete'))).toMatchObject({
			method: 'POST',
			credentials: 'omit',
			authorization: 'X_UPLOAD_TOKEN token="tok.en" blog_id="7"',
			form: { kind: 'subtitles', srclang: 'fr' },
		});
		expect(await screen.findByText('This video has no text tracks yet.')).toBeTruthy();
	});

	it('keeps a track the service refused to delete, and says why', async () => {
		const service = fakeVideoService(GUID, [{ kind: 'subtitles', srclang: 'fr', label: 'Français' }]);
		service.failNext(`/rest/v1.1/videos/${GUID}/tracks/delete`, 500, 'oops', 'The service is down.');
		const { attributes } = renderVideo([FRENCH]);
		await openTracks();
		fireEvent.click(await screen.findByRole('button', { name: 'Delete Français (subtitles, fr)' }));
		await waitFor(() =>
			expect(screen.getAllByText('Error: The service is down.').length).toBeGreaterThan(0)
		);
		expect(attributes().videoPressTracks).toEqual([FRENCH]);
	});

	it('offers no upload to a user who may not upload (the editor has no mediaUpload), as the editor’s own media buttons', async () => {
		fakeVideoService(GUID, [{ kind: 'subtitles', srclang: 'fr', label: 'Français' }]);
		renderVideo([FRENCH], { canUpload: false });
		await openTracks();
		expect(await screen.findByText('Français (subtitles, fr)')).toBeTruthy();
		expect(screen.queryByRole('menuitem', { name: 'Upload track' })).toBeNull();
	});

	it('uploads and deletes through the host’s own track functions when it has them', async () => {
		const service = fakeVideoService(GUID, [{ kind: 'subtitles', srclang: 'fr', label: 'Français' }]);
		const uploadTrack = vi.fn(
			async (_guid: string, track: { kind: string; srclang: string; label: string }) => ({
				...track,
				src: 'https://host.test/en.vtt',
			})
		);
		const deleteTrack = vi.fn(async () => undefined);
		const { attributes } = renderVideo([FRENCH], {
			host: testHost({ video: { uploadTrack, deleteTrack } }),
		});
		await openTracks();
		fireEvent.click(await screen.findByRole('button', { name: 'Delete Français (subtitles, fr)' }));
		await waitFor(() => expect(attributes().videoPressTracks).toEqual([]));
		expect(deleteTrack).toHaveBeenCalledWith(GUID, { kind: 'subtitles', srclang: 'fr' }, undefined);
		fireEvent.click(await screen.findByRole('menuitem', { name: 'Upload track' }));
		chooseFile(vtt());
		fireEvent.click(saveButton());
		await waitFor(() =>
			expect(attributes().videoPressTracks).toEqual([
				{ src: 'https://host.test/en.vtt', kind: 'subtitles', srcLang: 'en', label: 'English' },
			])
		);
		expect(service.sent.filter((request) => request.method === 'POST')).toEqual([]);
	});

	it('uploads a .vtt as English subtitles by default, and adds it to the block', async () => {
		const service = fakeVideoService(GUID);
		const { attributes } = renderVideo();
		await openTracks();
		fireEvent.click(await screen.findByRole('menuitem', { name: 'Upload track' }));

		expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('subtitles');
		expect((screen.getByRole('textbox', { name: 'Source language' }) as HTMLInputElement).value).toBe(
			'en'
		);
		expect((screen.getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('English');
		expect((saveButton() as HTMLButtonElement).disabled).toBe(true);

		chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
		expect(screen.getByRole('alert').textContent).toBe(
			'“notes.txt” is not a WebVTT file. Choose a .vtt file.'
		);
		expect((saveButton() as HTMLButtonElement).disabled).toBe(true);

		chooseFile(vtt());
		expect(screen.getByText('harbour-en.vtt')).toBeTruthy();
		expect(screen.queryByRole('alert')).toBeNull();
		fireEvent.click(saveButton());

		await waitFor(() =>
			expect(attributes().videoPressTracks).toEqual([
				{
					src: 'https://videos.test/tracks/subtitles/en.vtt',
					kind: 'subtitles',
					srcLang: 'en',
					label: 'English',
				},
			])
		);
		expect(service.sent.find((request) => request.path.endsWith('/tracks'))).toMatchObject({
			method: 'POST',
			authorization: 'X_UPLOAD_TOKEN token="tok.en" blog_id="7"',
			form: {
				kind: 'subtitles',
				srclang: 'en',
				label: 'English',
				vtt: expect.stringMatching(/^file:/),
			},
		});
		expect(await screen.findByText('English (subtitles, en)')).toBeTruthy();
	});

	it('takes another kind, language and label', async () => {
		fakeVideoService(GUID);
		const { attributes } = renderVideo();
		await openTracks();
		fireEvent.click(await screen.findByRole('menuitem', { name: 'Upload track' }));
		fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'captions' } });
		fireEvent.change(screen.getByRole('textbox', { name: 'Source language' }), {
			target: { value: 'pt-BR' },
		});
		fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'Português' } });
		chooseFile(vtt('legendas.VTT'));
		fireEvent.click(saveButton());
		await waitFor(() =>
			expect(attributes().videoPressTracks).toEqual([
				{
					src: 'https://videos.test/tracks/captions/pt-BR.vtt',
					kind: 'captions',
					srcLang: 'pt-BR',
					label: 'Português',
				},
			])
		);
	});

	it('refuses a kind and language the video has, before sending anything', async () => {
		const service = fakeVideoService(GUID, [{ kind: 'subtitles', srclang: 'en', label: 'English' }]);
		renderVideo();
		await openTracks();
		await screen.findByText('English (subtitles, en)');
		fireEvent.click(screen.getByRole('menuitem', { name: 'Upload track' }));
		chooseFile(vtt());
		expect(screen.getByRole('alert').textContent).toBe(
			'A track already exists for that language and kind.'
		);
		expect((saveButton() as HTMLButtonElement).disabled).toBe(true);

		fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'captions' } });
		expect(screen.queryByRole('alert')).toBeNull();
		expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
		expect(service.sent.some((request) => request.path.endsWith('/tracks'))).toBe(false);
	});

	it('shows the service’s refusal as “Error: …” and keeps the form', async () => {
		const service = fakeVideoService(GUID);
		service.failNext(
			`/rest/v1.1/videos/${GUID}/tracks`,
			400,
			'invalid_track',
			'The track is not a WebVTT file.'
		);
		const { changes } = renderVideo();
		await openTracks();
		fireEvent.click(await screen.findByRole('menuitem', { name: 'Upload track' }));
		chooseFile(vtt());
		fireEvent.click(saveButton());
		await waitFor(() =>
			expect(screen.getAllByText('Error: The track is not a WebVTT file.').length).toBeGreaterThan(0)
		);
		expect(changes.some((change) => 'videoPressTracks' in change)).toBe(false);
		expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
	});

	it('is not offered for a video the service does not host', async () => {
		fakeVideoService(GUID);
		renderVideo();
		cleanup();
		renderBlockEdit<VideoAttributes>({
			name: VIDEO_BLOCK_NAME,
			register: registerVideoBlock,
			attributes: videoAttributes({ guid: undefined }),
		});
		await screen.findByRole('button', { name: 'Replace' });
		expect(screen.queryByRole('button', { name: 'Text tracks' })).toBeNull();
	});
});
