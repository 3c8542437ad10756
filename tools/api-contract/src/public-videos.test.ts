import { describe, expect, it } from 'vitest';

import { bindCalls, hostedVideopress, isApiError, media, publicVideos } from '@blockyard/api-client';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

async function uploadVideo(): Promise<{ id: number; guid: string }> {
	const created = await media.upload(
		provider.api,
		new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'video/mp4' }),
		'clip.mp4'
	);
	const item = await media.get(provider.api, created.id);
	return { id: item.id, guid: item.jetpack_videopress?.guid ?? '' };
}

describe('media.get and hostedVideopress', () => {
	it('media.get reads jetpack_videopress; hostedVideopress.updateMeta changes it', async () => {
		const { id, guid } = await uploadVideo();
		expect(guid).not.toBe('');
		await hostedVideopress.updateMeta(provider.api, {
			id,
			rating: 'R-17',
			allow_download: 1,
			privacy_setting: 0,
		});
		const item = await media.get(provider.api, id);
		expect(item.jetpack_videopress).toEqual({
			guid,
			rating: 'R-17',
			allow_download: 1,
			privacy_setting: 0,
		});
		await expect(hostedVideopress.updateMeta(provider.api, { id: 99_999 })).rejects.toMatchObject({
			status: 404,
		});
	});
});

describe('publicVideos', () => {
	it('get answers the video; poster generates and becomes ready on a later poll', async () => {
		const { guid } = await uploadVideo();
		const videos = bindCalls(publicVideos, provider.api);
		await expect(videos.get(guid)).resolves.toMatchObject({ guid, tracks: {} });
		await expect(videos.setPoster(guid, { atTime: 0 })).resolves.toEqual({ generating: true });
		await expect(videos.poster(guid)).resolves.toEqual({ generating: true });
		const ready = await videos.poster(guid);
		expect(ready.generating).toBe(false);
		expect((await fetch(ready.poster ?? '')).headers.get('content-type')).toBe('image/png');
		expect((await videos.get(guid)).poster).toBe(ready.poster);

		const image = await media.upload(
			provider.api,
			new Blob(['png'], { type: 'image/png' }),
			'poster.png'
		);
		await expect(videos.setPoster(guid, { posterAttachmentId: image.id })).resolves.toMatchObject({
			generating: false,
			poster: image.source_url,
		});
	});

	it('uploadTrack adds a track grouped by kind and language; deleteTrack removes it', async () => {
		const { guid } = await uploadVideo();
		const videos = bindCalls(publicVideos, provider.api);
		const vtt = new Blob(['WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n'], { type: 'text/vtt' });
		await videos.uploadTrack(guid, { kind: 'captions', srclang: 'en', label: 'English', vtt });
		const duplicate: unknown = await videos
			.uploadTrack(guid, { kind: 'captions', srclang: 'en', label: 'English', vtt })
			.catch((e: unknown) => e);
		expect(isApiError(duplicate) && duplicate.message).toBe(
			'A track already exists for that language and kind. (400)'
		);

		const { tracks } = await videos.get(guid);
		expect(tracks['captions']?.['en']?.label).toBe('English');
		expect(await (await fetch(tracks['captions']?.['en']?.src ?? '')).text()).toContain('Hello');

		await videos.deleteTrack(guid, { kind: 'captions', srclang: 'en' });
		expect((await videos.get(guid)).tracks).toEqual({});
	});
});
