import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';

import { MEDIA_ID, renderVideoEdit, sidebar, storedVideo, videoService } from './test/test-video-service';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const rating = () => sidebar().getByRole('combobox', { name: 'Rating' }) as HTMLSelectElement;
const privacy = () => sidebar().getByRole('combobox', { name: 'Privacy' }) as HTMLSelectElement;
const download = () => sidebar().getByRole('checkbox', { name: 'Allow download' }) as HTMLInputElement;

/** The panel once the media item has loaded. */
async function loaded() {
	await waitFor(() => expect(rating().disabled).toBe(false));
}

describe('Video File Settings', () => {
	it('shows the media item’s rating, download and privacy, and cannot be changed before it loads', async () => {
		const service = videoService(storedVideo({ rating: 'X-18', allow_download: 1, privacy_setting: 1 }));
		renderVideoEdit();
		await sidebar().findByRole('button', { name: 'Video File Settings' });
		expect(rating().disabled).toBe(true);
		expect(privacy().disabled).toBe(true);
		await loaded();
		// The retired X-18 reads as R-17.
		expect(rating().value).toBe('R-17');
		expect([...rating().options].map((option) => option.textContent)).toEqual(['G', 'PG-13', 'R-17']);
		expect(download().checked).toBe(true);
		expect(privacy().value).toBe('1');
		expect([...privacy().options].map((option) => option.textContent)).toEqual([
			'Public',
			'Private',
			'Site default',
		]);
		expect(service.requests).toContain(`GET /wp-json/wp/v2/media/${MEDIA_ID}`);
	});

	it('applies a change at once, before the service answers, and sends it to the service', async () => {
		const service = videoService();
		const { host } = renderVideoEdit();
		await sidebar().findByRole('button', { name: 'Video File Settings' });
		await loaded();
		service.holdMeta();

		fireEvent.change(privacy(), { target: { value: '1' } });
		expect(privacy().value).toBe('1');
		await waitFor(() => expect(service.metaBodies).toEqual([{ id: MEDIA_ID, privacy_setting: 1 }]));
		expect(service.video?.privacy_setting).toBe(2);
		service.releaseMeta();
		await waitFor(() => expect(service.video?.privacy_setting).toBe(1));
		expect(privacy().value).toBe('1');

		fireEvent.change(rating(), { target: { value: 'PG-13' } });
		fireEvent.click(download());
		await waitFor(() => expect(service.video).toMatchObject({ rating: 'PG-13', allow_download: 1 }));
		expect(service.metaBodies.slice(1)).toEqual([
			{ id: MEDIA_ID, rating: 'PG-13' },
			{ id: MEDIA_ID, allow_download: 1 },
		]);
		expect(rating().value).toBe('PG-13');
		expect(download().checked).toBe(true);
		expect(host.notices).toEqual([]);
	});

	it('puts a change back and says so when the service refuses it', async () => {
		const service = videoService();
		const { host } = renderVideoEdit();
		await sidebar().findByRole('button', { name: 'Video File Settings' });
		await loaded();
		service.metaFailing = true;
		service.holdMeta();

		fireEvent.change(rating(), { target: { value: 'R-17' } });
		expect(rating().value).toBe('R-17');
		service.releaseMeta();
		await waitFor(() => expect(rating().value).toBe('G'));
		expect(service.video?.rating).toBe('G');
		expect(host.notices).toEqual([
			{
				status: 'error',
				message: 'The video’s settings were not changed: The video details could not be saved.',
			},
		]);

		fireEvent.click(download());
		await waitFor(() => expect(host.notices).toHaveLength(2));
		expect(download().checked).toBe(false);
	});
});
