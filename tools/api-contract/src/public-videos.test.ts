import { describe, expect, it } from 'vitest';

import {
	bindCalls,
	hostedVideopress,
	isApiError,
	isNotFoundError,
	media,
	publicVideos,
	videoPressAuthorization,
	videoPressUpload,
	waitForVideoPoster,
} from '@blockyard/api-client';

import { startProviderForTests } from './provider';

const provider = startProviderForTests({ faults: true });

async function uploadVideo(): Promise<{ id: number; guid: string }> {
	const created = await media.upload(
		provider.api,
		new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'video/mp4' }),
		'clip.mp4'
	);
	const item = await media.get(provider.api, created.id);
	return { id: item.id, guid: item.jetpack_videopress?.guid ?? '' };
}

const vttOf = (text: string) =>
	new Blob([`WEBVTT\n\n00:00.000 --> 00:02.000\n${text}\n`], { type: 'text/vtt' });

/** A PNG's width and height, read from its header. */
const pngSize = (bytes: ArrayBuffer) => {
	const view = new DataView(bytes);
	return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('media.get and hostedVideopress.updateMeta', () => {
	it('round-trip: a meta change shows in wp/v2/media and in the public video', async () => {
		const { id, guid } = await uploadVideo();
		expect(guid).toMatch(/^[A-Za-z0-9]{8}$/);
		expect((await media.get(provider.api, id)).jetpack_videopress).toEqual({
			guid,
			rating: 'G',
			allow_download: 0,
			privacy_setting: 2,
			title: 'clip',
			description: '',
		});
		await hostedVideopress.updateMeta(provider.api, {
			id,
			rating: 'R-17',
			allow_download: 1,
			privacy_setting: 0,
			title: 'Trip',
			description: '0:00 Start\n1:30 Harbour',
		});
		expect((await media.get(provider.api, id)).jetpack_videopress).toEqual({
			guid,
			rating: 'R-17',
			allow_download: 1,
			privacy_setting: 0,
			title: 'Trip',
			description: '0:00 Start\n1:30 Harbour',
		});
		expect((await media.get(provider.api, id)).title.raw).toBe('Trip');
		await expect(publicVideos.get(provider.api, guid)).resolves.toMatchObject({
			title: 'Trip',
			description: '0:00 Start\n1:30 Harbour',
		});
	});

	it('a media id that does not exist is a not-found error; so is meta for it', async () => {
		expect(isNotFoundError(await media.get(provider.api, 99_999).catch((e: unknown) => e))).toBe(true);
		await expect(hostedVideopress.updateMeta(provider.api, { id: 99_999 })).rejects.toMatchObject({
			status: 404,
		});
	});

	it('while the test switch is on, a meta change fails and changes nothing', async () => {
		const { id } = await uploadVideo();
		const setSwitch = (meta_failing: boolean) =>
			fetch(`${provider.restRoot}blockyard-testing/v1/videopress`, {
				method: 'PUT',
				headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
				body: JSON.stringify({ meta_failing }),
			});
		expect((await setSwitch(true)).status).toBe(200);
		try {
			const error: unknown = await hostedVideopress
				.updateMeta(provider.api, { id, privacy_setting: 1 })
				.catch((e: unknown) => e);
			expect(isApiError(error) && [error.status, error.code]).toEqual([500, 'videopress_meta_failed']);
			expect((await media.get(provider.api, id)).jetpack_videopress?.privacy_setting).toBe(2);
		} finally {
			await setSwitch(false);
		}
		await hostedVideopress.updateMeta(provider.api, { id, privacy_setting: 1 });
		expect((await media.get(provider.api, id)).jetpack_videopress?.privacy_setting).toBe(1);
	});
});

describe('publicVideos', () => {
	it('round-trip: a frame asked for generates, is ready on a later poll, and is the video’s poster', async () => {
		const { guid } = await uploadVideo();
		const videos = bindCalls(publicVideos, provider.api);
		const uploaded = await videos.get(guid);
		expect(uploaded).toMatchObject({ guid, tracks: {}, poster: expect.stringMatching(/\.png$/) });
		await expect(videos.setPoster(guid, { atTime: 2500 })).resolves.toEqual({ generating: true });
		await expect(videos.poster(guid)).resolves.toEqual({ generating: true });
		const ready = await videos.poster(guid);
		expect(ready.generating).toBe(false);
		const image = await fetch(ready.poster ?? '');
		expect(image.headers.get('content-type')).toBe('image/png');
		expect(pngSize(await image.arrayBuffer())).toEqual({ width: 1280, height: 720 });
		expect((await videos.get(guid)).poster).toBe(ready.poster);

		// Another frame, waited for as the block does (polling until it is no longer generating).
		await videos.setPoster(guid, { atTime: 61_000 });
		const next = await waitForVideoPoster(provider.api, guid, { intervalMs: 10 });
		expect(next.poster).not.toBe(ready.poster);
		expect((await videos.get(guid)).poster).toBe(next.poster);

		const picked = await media.upload(
			provider.api,
			new Blob(['png'], { type: 'image/png' }),
			'poster.png'
		);
		await expect(videos.setPoster(guid, { posterAttachmentId: picked.id })).resolves.toEqual({
			generating: false,
			poster: picked.source_url,
		});
		expect((await videos.get(guid)).poster).toBe(picked.source_url);
	});

	it('round-trip: a track added is listed by kind then language and served; a duplicate is refused; delete removes it', async () => {
		const { guid } = await uploadVideo();
		const videos = bindCalls(publicVideos, provider.api);
		const added = await videos.uploadTrack(guid, {
			kind: 'captions',
			srclang: 'en',
			label: 'English',
			vtt: vttOf('Hello'),
		});
		expect(added).toMatchObject({ kind: 'captions', srclang: 'en', label: 'English' });
		await videos.uploadTrack(guid, {
			kind: 'subtitles',
			srclang: 'fr',
			label: 'Français',
			vtt: vttOf('Salut'),
		});
		const duplicate: unknown = await videos
			.uploadTrack(guid, { kind: 'captions', srclang: 'en', label: 'Again', vtt: vttOf('Hi') })
			.catch((e: unknown) => e);
		expect(isApiError(duplicate) && duplicate.serverMessage).toBe(
			'A track already exists for that language and kind.'
		);

		const { tracks } = await videos.get(guid);
		expect(tracks).toEqual({
			captions: { en: { src: added.src, label: 'English' } },
			subtitles: { fr: { src: expect.stringMatching(/\/fr\.vtt$/), label: 'Français' } },
		});
		expect(await (await fetch(added.src)).text()).toContain('Hello');

		await videos.deleteTrack(guid, { kind: 'captions', srclang: 'en' });
		expect(Object.keys((await videos.get(guid)).tracks)).toEqual(['subtitles']);
		expect((await fetch(added.src)).status).toBe(404);
	});

	it('reads go without credentials; writes carry the site’s upload token and no cookies or nonce', async () => {
		const { guid } = await uploadVideo();
		const sent: {
			url: string;
			credentials: string;
			authorization: string | null;
			nonce: string | null;
		}[] = [];
		const api = provider.apiWith({
			fetch: (input, init) => {
				const request = new Request(input, init);
				sent.push({
					url: new URL(request.url).pathname,
					credentials: request.credentials,
					authorization: request.headers.get('authorization'),
					nonce: request.headers.get('x-wp-nonce'),
				});
				return fetch(request);
			},
		});
		await publicVideos.get(api, guid);
		await publicVideos.poster(api, guid);
		await publicVideos.setPoster(api, guid, { atTime: 0 });
		expect(sent).toEqual([
			{ url: `/rest/v1.1/videos/${guid}`, credentials: 'omit', authorization: null, nonce: null },
			{
				url: `/rest/v1.1/videos/${guid}/poster`,
				credentials: 'omit',
				authorization: null,
				nonce: null,
			},
			{
				url: '/wp-admin/admin-ajax.php',
				credentials: 'same-origin',
				authorization: null,
				nonce: provider.nonce,
			},
			{
				url: `/rest/v1.1/videos/${guid}/poster`,
				credentials: 'omit',
				authorization: expect.stringMatching(/^X_UPLOAD_TOKEN token="[\w.-]+" blog_id="1"$/),
				nonce: null,
			},
		]);
	});
});

describe('unauthenticated writes of the public API', () => {
	it('are rejected: none is 401, a forged token 403, and nothing changes', async () => {
		const { guid } = await uploadVideo();
		const video = `${provider.origin}rest/v1.1/videos/${guid}`;
		const before = await publicVideos.get(provider.api, guid);
		const { upload_token } = await videoPressUpload.jwt(provider.api);
		const forged = videoPressAuthorization(`${upload_token.split('.').slice(0, 2).join('.')}.forged`, 1);
		const form = (fields: Record<string, string>, vtt?: Blob) => {
			const body = new FormData();
			for (const [key, value] of Object.entries(fields)) {
				body.append(key, value);
			}
			if (vtt) {
				body.append('vtt', vtt, 'en.vtt');
			}
			return body;
		};
		const writes: [string, () => RequestInit][] = [
			[
				`${video}/poster`,
				() => ({
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify({ at_time: 1000, is_millisec: true }),
				}),
			],
			[
				`${video}/tracks`,
				() => ({ body: form({ kind: 'captions', srclang: 'en', label: 'English' }, vttOf('x')) }),
			],
			[`${video}/tracks/delete`, () => ({ body: form({ kind: 'captions', srclang: 'en' }) })],
		];
		for (const [url, init] of writes) {
			const anonymous = await fetch(url, { method: 'POST', ...init() });
			expect(anonymous.status, url).toBe(401);
			expect(await anonymous.json()).toMatchObject({ code: 'authorization_required' });
			const { headers, ...rest } = init();
			const wrong = await fetch(url, {
				method: 'POST',
				...rest,
				headers: { ...(headers as Record<string, string> | undefined), Authorization: forged },
			});
			expect(wrong.status, url).toBe(403);
		}
		await expect(publicVideos.get(provider.api, guid)).resolves.toMatchObject({ tracks: {} });
		await expect(publicVideos.poster(provider.api, guid)).resolves.toEqual({
			generating: false,
			poster: before.poster,
		});
	});

	it('through the client, fail when the site refuses the token (no valid nonce), before reaching the platform', async () => {
		const { guid } = await uploadVideo();
		const api = provider.apiWith({ nonce: 'not-the-nonce' });
		const error: unknown = await publicVideos
			.uploadTrack(api, guid, { kind: 'captions', srclang: 'en', label: 'English', vtt: vttOf('x') })
			.catch((e: unknown) => e);
		expect(isApiError(error) && error.status).toBe(403);
		await expect(publicVideos.get(provider.api, guid)).resolves.toMatchObject({ tracks: {} });
	});
});
