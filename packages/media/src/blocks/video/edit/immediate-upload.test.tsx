import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderVideoEdit, videoService } from './settings/test/test-video-service';

afterEach(() => {
	cleanup();
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
