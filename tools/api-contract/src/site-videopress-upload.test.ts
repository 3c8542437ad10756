import {
	hostedVideopress,
	isValidationError,
	media,
	publicVideos,
	VIDEOPRESS_UPLOAD,
	VIDEOPRESS_UPLOAD_HEADERS,
	videoPressUpload,
	videoPressUploadResult,
} from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('videoPressUpload (admin-ajax)', () => {
	it('gets the upload token, blog id and action URL from admin-ajax.php beside the REST root', async () => {
		const jwt = await videoPressUpload.jwt(provider.api);
		expect(jwt.upload_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
		expect(jwt.upload_blog_id).toBe(1);
		expect(jwt.upload_action_url).toBe(`${new URL(provider.restRoot).origin}/resumable-upload/`);
	});

	it('with the key of an upload, gives a token for that upload alone (a resume after a reload)', async () => {
		const jwt = await videoPressUpload.jwt(provider.api);
		const create = async () => {
			const created = await fetch(jwt.upload_action_url, {
				method: 'POST',
				headers: {
					'Tus-Resumable': '1.0.0',
					[VIDEOPRESS_UPLOAD.tokenHeader]: jwt.upload_token,
					'Upload-Length': '4',
					'Upload-Metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
				},
			});
			expect(created.status).toBe(201);
			return {
				key: created.headers.get(VIDEOPRESS_UPLOAD_HEADERS.key) ?? '',
				url: new URL(created.headers.get('location') ?? '', jwt.upload_action_url).href,
			};
		};
		const first = await create();
		const second = await create();
		const forKey = await videoPressUpload.jwt(provider.api, first.key);
		expect(forKey.upload_action_url).toBe(jwt.upload_action_url);
		// HEAD as the service takes it: a GET naming the real method.
		const head = (url: string) =>
			fetch(url, {
				headers: {
					'Tus-Resumable': '1.0.0',
					[VIDEOPRESS_UPLOAD.tokenHeader]: forKey.upload_token,
					[VIDEOPRESS_UPLOAD.methodOverrideHeader]: 'HEAD',
				},
			});
		expect((await head(first.url)).status).toBe(200);
		expect((await head(second.url)).status).toBe(403);
	});

	it('raises a typed error when the site refuses', async () => {
		const api = provider.apiWith({
			fetch: async () => new Response(JSON.stringify({ success: false, data: 'nope' })),
		});
		const error: unknown = await videoPressUpload.jwt(api).catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
		expect(error).toMatchObject({ call: 'videoPressUpload.jwt', field: 'success' });
	});
});

describe('the resumable upload at upload_action_url', () => {
	const metadata = (name: string) =>
		`filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;

	it('takes a video with the token the JWT call gave, and its last answer names the video the client reads', async () => {
		const jwt = await videoPressUpload.jwt(provider.api);
		const token = { 'Tus-Resumable': '1.0.0', [VIDEOPRESS_UPLOAD.tokenHeader]: jwt.upload_token };
		const bytes = new Uint8Array(2048).map((_, index) => index % 251);
		const created = await fetch(jwt.upload_action_url, {
			method: 'POST',
			headers: {
				...token,
				'Upload-Length': String(bytes.length),
				'Upload-Metadata': metadata('trip.mp4'),
			},
		});
		expect(created.status).toBe(201);
		expect(videoPressUploadResult((name) => created.headers.get(name))).toBeUndefined();
		const keyToken = created.headers.get(VIDEOPRESS_UPLOAD_HEADERS.keyToken) ?? '';
		const url = new URL(created.headers.get('location') ?? '', jwt.upload_action_url).href;

		// Sent as POST with the method override, as the block does.
		const last = await fetch(url, {
			method: 'POST',
			headers: {
				'Tus-Resumable': '1.0.0',
				[VIDEOPRESS_UPLOAD.tokenHeader]: keyToken,
				[VIDEOPRESS_UPLOAD.methodOverrideHeader]: 'PATCH',
				'Upload-Offset': '0',
				'Content-Type': 'application/offset+octet-stream',
			},
			body: bytes,
		});
		expect(last.status).toBe(204);
		const video = videoPressUploadResult((name) => last.headers.get(name), url);
		expect(video?.src).toMatch(/\/wp-content\/uploads\/[0-9a-f-]{36}\.mp4$/);

		const item = await media.get(provider.api, video?.media_id ?? 0);
		expect(item.jetpack_videopress?.guid).toBe(video?.guid);
		expect(new Uint8Array(await (await fetch(video?.src ?? '')).arrayBuffer())).toEqual(bytes);
		const published = await publicVideos.get(provider.api, video?.guid ?? '');
		expect(published.poster).toMatch(/\/wp-content\/uploads\/[0-9a-f-]{36}\.png$/);

		// The uploaded video takes details and tracks like any other.
		await hostedVideopress.updateMeta(provider.api, { id: video?.media_id ?? 0, rating: 'PG-13' });
		expect((await media.get(provider.api, video?.media_id ?? 0)).jetpack_videopress?.rating).toBe(
			'PG-13'
		);
		const vtt = new Blob(['WEBVTT\n'], { type: 'text/vtt' });
		await publicVideos.uploadTrack(provider.api, video?.guid ?? '', {
			kind: 'chapters',
			srclang: 'en',
			label: 'Chapters',
			vtt,
		});
		expect(Object.keys((await publicVideos.get(provider.api, video?.guid ?? '')).tracks)).toEqual([
			'chapters',
		]);
	});

	it('refuses a request without the token (401) or with a wrong one (403)', async () => {
		const jwt = await videoPressUpload.jwt(provider.api);
		const create = (headers: Record<string, string>) =>
			fetch(jwt.upload_action_url, {
				method: 'POST',
				headers: {
					'Tus-Resumable': '1.0.0',
					'Upload-Length': '4',
					'Upload-Metadata': metadata('a.mp4'),
					...headers,
				},
			});
		expect((await create({})).status).toBe(401);
		expect((await create({ [VIDEOPRESS_UPLOAD.tokenHeader]: 'a.b.c' })).status).toBe(403);
	});
});
