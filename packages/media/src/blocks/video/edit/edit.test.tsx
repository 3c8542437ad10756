import { VIDEOPRESS_UPLOAD_HEADERS } from '@blockyard/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { testHost } from '@blockyard/block-edit-harness';

import { renderVideoEdit, stubSite } from './test/test-harness';

/** The preview's player (the sidebar's poster panel has a video of its own, for its frames). */
const previewPlayer = (container: HTMLElement) =>
	container.querySelector<HTMLVideoElement>('video:not(.wp-block-blockyard-video__frame)');
/** The service's player in the preview. */
const servicePlayer = (container: HTMLElement) =>
	container.querySelector<HTMLIFrameElement>('iframe.wp-block-blockyard-video__player');

beforeAll(() => {
	// The placeholder offers an upload only in an editor that can upload.
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings({
		mediaUpload: () => undefined,
	});
});

afterEach(() => {
	vi.unstubAllGlobals();
});

/** The placeholder's file input, once the site is known to host videos. */
const fileInput = (container: HTMLElement) =>
	waitFor(() => {
		const found = container.querySelector<HTMLInputElement>('input[type="file"]');
		expect(found).not.toBeNull();
		return found as HTMLInputElement;
	});

const video = () => new File([new Uint8Array(2000)], 'harbour.mp4', { type: 'video/mp4' });

const finished = {
	[VIDEOPRESS_UPLOAD_HEADERS.guid]: 'Hb7xQ2pL',
	[VIDEOPRESS_UPLOAD_HEADERS.mediaId]: '31',
	[VIDEOPRESS_UPLOAD_HEADERS.srcUrl]: 'http://site.test/wp-content/uploads/harbour.mp4',
};

describe('the video block’s edit', () => {
	it('uploads a chosen video with the site’s token, holding the post’s save until it is done', async () => {
		const requests = stubSite();
		const { container, host, upload, attributes } = renderVideoEdit();
		const input = await fileInput(container);
		fireEvent.change(input, { target: { files: [video()] } });

		await waitFor(() => expect(upload().calls).toEqual(['start']));
		expect(requests.some((request) => request.body.includes('action=videopress-get-upload-jwt'))).toBe(
			true
		);
		expect(upload().options.endpoint).toBe('http://site.test/resumable-upload/');
		expect(host.locks).toEqual(new Set(['blockyard/video/video-1']));
		expect((screen.getByRole('textbox', { name: 'Video title' }) as HTMLInputElement).value).toBe(
			'harbour'
		);

		act(() => upload().options.onProgress?.(1000, 2000));
		expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

		act(() => {
			upload().exchange('PATCH', 204, finished);
			upload().options.onSuccess?.({} as never);
		});
		expect(screen.getByText('Upload Complete!')).toBeTruthy();
		expect(attributes()).toMatchObject({
			guid: 'Hb7xQ2pL',
			id: 31,
			src: 'http://site.test/wp-content/uploads/harbour.mp4',
		});
		expect(host.locks.size).toBe(0);

		fireEvent.change(screen.getByRole('textbox', { name: 'Video title' }), {
			target: { value: 'The harbour' },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Done' }));
		expect(attributes().title).toBe('The harbour');
		await waitFor(() => expect(attributes().poster).toBe('http://site.test/poster.png'));
		const meta = requests.find((request) => request.url.includes('videopress/meta'));
		expect(JSON.parse(meta?.body ?? '{}')).toEqual({ id: 31, title: 'The harbour' });
		// The service's player, through the site's oEmbed proxy, with the poster as its option.
		await waitFor(() =>
			expect(
				new URL(servicePlayer(container)?.src ?? 'about:blank').searchParams.get('posterUrl')
			).toBe('http://site.test/poster.png')
		);
		expect(servicePlayer(container)?.title).toBe('Harbour');
		expect(previewPlayer(container)).toBeNull();
		const lookups = requests.filter((request) => request.url.includes('/oembed/1.0/proxy'));
		expect(new URL(lookups.at(-1)?.url ?? '').searchParams.get('url')).toMatch(
			/^https:\/\/videopress\.com\/v\/Hb7xQ2pL\?/
		);
	});

	it('Cancel ends the upload on the server and lets the post be saved', async () => {
		stubSite();
		const { container, host, upload } = renderVideoEdit();
		const input = await fileInput(container);
		fireEvent.change(input, { target: { files: [video()] } });
		await waitFor(() => expect(upload().calls).toEqual(['start']));
		fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
		await waitFor(() => expect(upload().calls).toEqual(['start', 'terminate']));
		expect(host.locks.size).toBe(0);
		expect(container.textContent).toContain('Upload a video file, or pick one from your media library.');
	});

	it('goes on by itself when the browser is back online after a network failure', async () => {
		stubSite();
		const { container, upload } = renderVideoEdit();
		const input = await fileInput(container);
		fireEvent.change(input, { target: { files: [video()] } });
		await waitFor(() => expect(upload().calls).toEqual(['start']));
		act(() => upload().options.onError?.(new Error('tus: failed to upload chunk')));
		expect(container.textContent).toContain(
			'An error was encountered during the upload. Check your network connection.'
		);
		act(() => void window.dispatchEvent(new Event('online')));
		expect(upload().calls).toEqual(['start', 'start']);
		expect(screen.getByRole('progressbar')).toBeTruthy();
	});

	it('uploads the file it was inserted with at once, and never keeps it', async () => {
		stubSite();
		const file = video();
		const { upload, attributes } = renderVideoEdit({ fileForImmediateUpload: file });
		await waitFor(() => expect(upload().file).toBe(file));
		expect(attributes().fileForImmediateUpload).toBeUndefined();
	});

	it('shows the service’s player with its caption, and Replace clears the video', async () => {
		stubSite();
		const { container, attributes } = renderVideoEdit({
			guid: 'Hb7xQ2pL',
			id: 31,
			src: 'http://site.test/harbour.mp4',
			poster: 'http://site.test/poster.png',
		});
		await waitFor(() => expect(servicePlayer(container)).not.toBeNull());
		// The oEmbed's 640 × 360 is the video's shape.
		expect(attributes().videoPressClassNames).toContain('wp-embed-aspect-16-9');
		expect(screen.getByRole('textbox', { name: 'Video caption text' })).toBeTruthy();
		fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
		expect(attributes()).toMatchObject({ id: undefined, guid: undefined, src: undefined });
		await waitFor(() =>
			expect(container.textContent).toContain(
				'Upload a video file, or pick one from your media library.'
			)
		);
	});

	it('plays the file itself when the site cannot embed the address, or gives something else than the player', async () => {
		stubSite({ player: false });
		const { container } = renderVideoEdit({
			guid: 'Hb7xQ2pL',
			id: 31,
			src: 'http://site.test/harbour.mp4',
			poster: '',
		});
		await waitFor(() =>
			expect(previewPlayer(container)?.getAttribute('src')).toBe('http://site.test/harbour.mp4')
		);
		expect(servicePlayer(container)).toBeNull();
	});

	it('asks the host’s embed-preview lookup when it has one, and takes only the service’s frame of it', async () => {
		stubSite({ player: false });
		const host = testHost();
		const asked: string[] = [];
		const embedPreview = async (url: string) => {
			asked.push(url);
			return { html: '<iframe src="https://evil.example/embed/Hb7xQ2pL"></iframe>' };
		};
		const { container } = renderVideoEdit(
			{ guid: 'Hb7xQ2pL', id: 31, src: 'http://site.test/harbour.mp4', poster: '', loop: true },
			{ ...host, embedPreview }
		);
		await waitFor(() => expect(previewPlayer(container)).not.toBeNull());
		expect(asked).toEqual(['https://videopress.com/v/Hb7xQ2pL?resizeToParent=true&cover=true&loop=true']);
		expect(servicePlayer(container)).toBeNull();
	});
});
