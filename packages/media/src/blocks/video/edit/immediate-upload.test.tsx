import { cleanup, waitFor } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderVideoEdit, videoService, type VideoService } from './settings/test/test-video-service';

const updateSettings = (settings: object) =>
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings(
		settings
	);

afterEach(() => {
	cleanup();
	updateSettings({ allowedMimeTypes: null });
	vi.unstubAllGlobals();
});

const videoFile = (name: string, type: string) => new File(['video bytes'], name, { type });

/** The block as the transform makes it from a dropped file: the file, and no video yet. */
const renderWithFile = (file: File, options?: Parameters<typeof renderVideoEdit>[1]) =>
	renderVideoEdit(
		{
			id: undefined,
			guid: undefined,
			src: undefined,
			poster: undefined,
			fileForImmediateUpload: file,
		},
		options
	);

/** What the block is given when it may not upload its file, and what it says. */
interface Refusal {
	readonly file: File;
	/** What the site is like before the block shows. */
	readonly arrange?: (service: VideoService) => void;
	readonly options?: Parameters<typeof renderVideoEdit>[1];
	/** The error notice that says why. */
	readonly message: string;
	/** The button that offers a way out, when there is one. */
	readonly button?: string;
}

const refusals: readonly (readonly [name: string, refusal: Refusal])[] = [
	[
		'does not upload a file of a type the site does not accept, and says which types the site takes',
		{
			file: videoFile('harbour.mkv', 'video/x-matroska'),
			// The editor knows the site's types before any block shows.
			arrange: () =>
				updateSettings({ allowedMimeTypes: { 'mp4|m4v': 'video/mp4', jpg: 'image/jpeg' } }),
			message:
				'“harbour.mkv” is a type of video this site does not accept. Choose one of these: MP4, M4V.',
		},
	],
	[
		'does not upload it on a site whose VideoPress module is off, and says why',
		{
			file: videoFile('harbour.mp4', 'video/mp4'),
			arrange: (service) => {
				service.videoModule = false;
			},
			message: 'Uploading and choosing videos needs the VideoPress module, which is off on this site.',
			button: 'Turn on VideoPress',
		},
	],
	[
		'does not upload it on a site whose plan lacks the hosted video, and says which plan it needs',
		{
			file: videoFile('harbour.mp4', 'video/mp4'),
			options: {
				site: { requiredPlans: { 'blockyard/video': { slug: 'value_bundle', name: 'Premium' } } },
			},
			message:
				'Uploading and choosing videos needs the Premium plan, which this site does not have yet.',
		},
	],
];

describe('a block given its file (dropped video files, through the block’s transform)', () => {
	it('starts uploading it as it shows, and never keeps the file', async () => {
		const service = videoService();
		const view = renderWithFile(videoFile('harbour.mp4', 'video/mp4'));
		// The upload's screen, with the file's name as the title, and the site asked for the upload token.
		expect(await view.findByRole('textbox', { name: 'Video title' })).toHaveProperty('value', 'harbour');
		await waitFor(() => expect(service.requests).toContain('POST /wp-admin/admin-ajax.php'));
		expect(view.attributes().fileForImmediateUpload).toBeUndefined();
		expect(view.host.locks.size).toBe(1);
	});

	it.each(refusals)('%s', async (_name, { file, arrange, options, message, button }) => {
		const service = videoService();
		arrange?.(service);
		const view = renderWithFile(file, options);
		await waitFor(() => expect(view.host.notices).toContainEqual({ status: 'error', message }));
		expect(view.attributes().fileForImmediateUpload).toBeUndefined();
		expect(service.requests).not.toContain('POST /wp-admin/admin-ajax.php');
		if (button !== undefined) {
			expect(await view.findByRole('button', { name: button })).toBeTruthy();
		}
	});
});
