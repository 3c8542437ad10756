import { cleanup, waitFor } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderVideoEdit, videoService } from './settings/test/test-video-service';

const updateSettings = (settings: object) =>
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings(
		settings
	);

afterEach(() => {
	cleanup();
	updateSettings({ allowedMimeTypes: null });
	vi.unstubAllGlobals();
});

describe('a block given its file (dropped video files, through the block’s transform)', () => {
	it('starts uploading it as it shows, and never keeps the file', async () => {
		const service = videoService();
		const file = new File(['video bytes'], 'harbour.mp4', { type: 'video/mp4' });
		const view = renderVideoEdit({
			id: undefined,
			guid: undefined,
			src: undefined,
			poster: undefined,
			fileForImmediateUpload: file,
		});
		// The upload's screen, with the file's name as the title, and the site asked for the upload token.
		expect(await view.findByRole('textbox', { name: 'Video title' }, { timeout: 3000 })).toHaveProperty(
			'value',
			'harbour'
		);
		await waitFor(() => expect(service.requests).toContain('POST /wp-admin/admin-ajax.php'));
		expect(view.attributes().fileForImmediateUpload).toBeUndefined();
		expect(view.host.locks.size).toBe(1);
	});
});

describe('a block given a file of a type the site does not accept', () => {
	it('does not upload it, and says which types the site takes', async () => {
		const service = videoService();
		const file = new File(['video bytes'], 'harbour.mkv', { type: 'video/x-matroska' });
		// The editor knows the site's types before any block shows.
		updateSettings({ allowedMimeTypes: { 'mp4|m4v': 'video/mp4', jpg: 'image/jpeg' } });
		const view = renderVideoEdit({
			id: undefined,
			guid: undefined,
			src: undefined,
			poster: undefined,
			fileForImmediateUpload: file,
		});
		await waitFor(() =>
			expect(view.host.notices).toContainEqual({
				status: 'error',
				message:
					'“harbour.mkv” is a type of video this site does not accept. Choose one of these: MP4, M4V.',
			})
		);
		expect(view.attributes().fileForImmediateUpload).toBeUndefined();
		expect(service.requests).not.toContain('POST /wp-admin/admin-ajax.php');
	});
});

describe('a block given its file on a site whose VideoPress module is off', () => {
	it('does not upload it, and says why', async () => {
		const service = videoService();
		service.videoModule = false;
		const file = new File(['video bytes'], 'harbour.mp4', { type: 'video/mp4' });
		const view = renderVideoEdit({
			id: undefined,
			guid: undefined,
			src: undefined,
			poster: undefined,
			fileForImmediateUpload: file,
		});
		await waitFor(() =>
			expect(view.host.notices).toContainEqual({
				status: 'error',
				message:
					'Uploading and choosing videos needs the VideoPress module, which is off on this site.',
			})
		);
		expect(view.attributes().fileForImmediateUpload).toBeUndefined();
		expect(service.requests).not.toContain('POST /wp-admin/admin-ajax.php');
		expect(await view.findByRole('button', { name: 'Turn on VideoPress' })).toBeTruthy();
	});
});

describe('a block given its file on a site whose plan lacks the hosted video', () => {
	it('does not upload it, and says which plan it needs', async () => {
		const service = videoService();
		const file = new File(['video bytes'], 'harbour.mp4', { type: 'video/mp4' });
		const view = renderVideoEdit(
			{
				id: undefined,
				guid: undefined,
				src: undefined,
				poster: undefined,
				fileForImmediateUpload: file,
			},
			{ site: { requiredPlans: { 'blockyard/video': { slug: 'value_bundle', name: 'Premium' } } } }
		);
		await waitFor(() =>
			expect(view.host.notices).toContainEqual({
				status: 'error',
				message:
					'Uploading and choosing videos needs the Premium plan, which this site does not have yet.',
			})
		);
		expect(view.attributes().fileForImmediateUpload).toBeUndefined();
		expect(service.requests).not.toContain('POST /wp-admin/admin-ajax.php');
	});
});
