import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import {
	mediaItemSchema,
	plansSchema,
	postRelatedPostsSchema,
	videoPosterSchema,
	videoPressMetaResultSchema,
	videoSchema,
	uploadedVideoTrackSchema,
	videoPressAuthorization,
	videoPressUploadJwtSchema,
	videoTrackResultSchema,
} from '@blockyard/api-client';

import {
	bodyOf,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../../testing/fresh-provider';

async function uploadVideo(provider: TestProvider): Promise<{ id: number; guid: string }> {
	const body = new FormData();
	body.append('file', new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'video/mp4' }), 'clip.mp4');
	const created = await bodyOf(
		await requestJson(provider, '/wp-json/wp/v2/media', { method: 'POST', body }),
		mediaItemSchema
	);
	const media = await bodyOf(
		await requestJson(provider, `/wp-json/wp/v2/media/${created.id}`),
		mediaItemSchema
	);
	return { id: media.id, guid: media.jetpack_videopress?.guid ?? '' };
}

/** The `Authorization` a site's client sends with a public-API write: a token of the upload-token action. */
async function siteToken(provider: TestProvider): Promise<{ Authorization: string }> {
	const answer = await requestJson(provider, '/wp-admin/admin-ajax.php', {
		method: 'POST',
		body: new URLSearchParams({ action: 'videopress-get-upload-jwt' }),
	});
	const { data } = videoPressUploadJwtSchema.parse(await answer.json());
	return { Authorization: videoPressAuthorization(data.upload_token, data.upload_blog_id) };
}

/** A PNG's width and height, read from its header. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	return { width: view.getUint32(16), height: view.getUint32(20) };
}

function trackForm(fields: Record<string, string>, vtt?: string): FormData {
	const body = new FormData();
	for (const [key, value] of Object.entries(fields)) {
		body.append(key, value);
	}
	if (vtt !== undefined) {
		body.append('vtt', new Blob([vtt], { type: 'text/vtt' }), 'track.vtt');
	}
	return body;
}

describe('VideoPress: wp/v2/media, videopress/meta and the public API', () => {
	it('registers an uploaded video and changes its details through videopress/meta', async () => {
		const provider = freshProvider();
		const { id, guid } = await uploadVideo(provider);
		expect(guid).toMatch(/^[A-Za-z0-9]{8}$/);
		const result = await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/videopress/meta', {
				method: 'POST',
				json: { id, rating: 'PG-13', allow_download: 1, privacy_setting: 1, title: 'Clip' },
			}),
			videoPressMetaResultSchema
		);
		expect(result.data).toBe(200);
		const media = await bodyOf(
			await requestJson(provider, `/wp-json/wp/v2/media/${id}`),
			mediaItemSchema
		);
		expect(media.jetpack_videopress).toEqual({
			guid,
			rating: 'PG-13',
			allow_download: 1,
			privacy_setting: 1,
			title: 'Clip',
			description: '',
		});
		const video = await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema);
		expect(video).toMatchObject({ guid, title: 'Clip', tracks: {} });
		expect(media.title.raw).toBe('Clip');

		const missing = await requestJson(provider, '/wp-json/wpcom/v2/videopress/meta', {
			method: 'POST',
			json: { id: 999, rating: 'G' },
		});
		expect(missing.status).toBe(404);
	});

	it('refuses meta changes while the test switch is on, keeping the details, and takes them again after', async () => {
		const provider = freshProvider({ faults: true });
		const { id } = await uploadVideo(provider);
		const meta = (json: unknown) =>
			requestJson(provider, '/wp-json/wpcom/v2/videopress/meta', { method: 'POST', json });
		const setSwitch = (json: unknown) =>
			requestJson(provider, '/wp-json/blockyard-testing/v1/videopress', { method: 'PUT', json });
		expect(await (await setSwitch({ meta_failing: true })).json()).toEqual({ meta_failing: true });
		const refused = await meta({ id, privacy_setting: 1 });
		expect(refused.status).toBe(500);
		expect((await bodyOf(refused, restErrorSchema)).code).toBe('videopress_meta_failed');
		const media = async () =>
			(await bodyOf(await requestJson(provider, `/wp-json/wp/v2/media/${id}`), mediaItemSchema))
				.jetpack_videopress;
		expect(await media()).toMatchObject({ privacy_setting: 2 });

		expect(await (await setSwitch({ meta_failing: false })).json()).toEqual({ meta_failing: false });
		expect((await meta({ id, privacy_setting: 1 })).status).toBe(200);
		expect(await media()).toMatchObject({ privacy_setting: 1 });
		expect((await setSwitch({ meta_failing: 'yes' })).status).toBe(400);
		// Without faults the switch is not there.
		const plain = freshProvider();
		expect(
			(
				await requestJson(plain, '/wp-json/blockyard-testing/v1/videopress', {
					method: 'PUT',
					json: { meta_failing: true },
				})
			).status
		).toBe(404);
	});

	it('draws a frame showing the time asked for, ready on a later read, or takes an uploaded image', async () => {
		const provider = freshProvider();
		const auth = await siteToken(provider);
		const { guid } = await uploadVideo(provider);
		const poster = `/rest/v1.1/videos/${guid}/poster`;
		// Every uploaded video starts with a stock poster the provider draws.
		const stock = await bodyOf(await requestJson(provider, poster), videoPosterSchema);
		expect(stock).toEqual({
			generating: false,
			poster: expect.stringMatching(/\/wp-content\/uploads\/.+\.png$/),
		});
		const asked = await requestJson(provider, poster, {
			method: 'POST',
			headers: auth,
			json: { at_time: 2500, is_millisec: true },
		});
		expect(await bodyOf(asked, videoPosterSchema)).toEqual({ generating: true });
		expect(await bodyOf(await requestJson(provider, poster), videoPosterSchema)).toEqual({
			generating: true,
		});
		const ready = await bodyOf(await requestJson(provider, poster), videoPosterSchema);
		expect(ready.generating).toBe(false);
		expect(ready.poster).toMatch(/^http:\/\/127\.0\.0\.1:8787\/wp-content\/uploads\/.+\.png$/);
		const image = await requestJson(provider, new URL(ready.poster ?? '').pathname);
		expect(image.headers.get('content-type')).toBe('image/png');
		expect(pngSize(new Uint8Array(await image.arrayBuffer()))).toEqual({ width: 1280, height: 720 });
		// The drawn frame is an image of the library, titled with the time it shows.
		const library = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/media'),
			z.array(mediaItemSchema)
		);
		expect(library.map((item) => item.title.raw)).toContain('clip (frame at 0:02.500)');
		const video = await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema);
		expect(video.poster).toBe(ready.poster);

		const notAnImage = await requestJson(provider, poster, {
			method: 'POST',
			headers: auth,
			json: { poster_attachment_id: 1 },
		});
		expect(notAnImage.status).toBe(400);
		const picked = library.find((item) => item.mime_type === 'image/png');
		const chosen = await requestJson(provider, poster, {
			method: 'POST',
			headers: auth,
			json: { poster_attachment_id: picked?.id },
		});
		expect(await bodyOf(chosen, videoPosterSchema)).toEqual({
			generating: false,
			poster: picked?.source_url,
		});
	});

	it('adds, serves and deletes text tracks, and refuses a duplicate', async () => {
		const provider = freshProvider();
		const auth = await siteToken(provider);
		const { guid } = await uploadVideo(provider);
		const tracks = `/rest/v1.1/videos/${guid}/tracks`;
		const fields = { kind: 'subtitles', srclang: 'de', label: 'Deutsch' };
		const added = await requestJson(provider, tracks, {
			method: 'POST',
			headers: auth,
			body: trackForm(fields, 'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo\n'),
		});
		expect(added.status).toBe(200);
		const stored = await bodyOf(added, uploadedVideoTrackSchema);
		const duplicate = await requestJson(provider, tracks, {
			method: 'POST',
			headers: auth,
			body: trackForm(fields, 'WEBVTT\n'),
		});
		expect((await bodyOf(duplicate, restErrorSchema)).message).toBe(
			'A track already exists for that language and kind.'
		);

		const video = await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema);
		expect(video.tracks).toEqual({ subtitles: { de: { src: stored.src, label: 'Deutsch' } } });
		const file = await requestJson(provider, new URL(stored.src).pathname);
		expect(file.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
		expect(await file.text()).toContain('Hallo');

		const deleted = await requestJson(provider, `${tracks}/delete`, {
			method: 'POST',
			headers: auth,
			body: trackForm({ kind: 'subtitles', srclang: 'de' }),
		});
		await bodyOf(deleted, videoTrackResultSchema);
		expect(
			(await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema)).tracks
		).toEqual({});
		expect((await requestJson(provider, new URL(stored.src).pathname)).status).toBe(404);
	});

	it('refuses a write without the site token (401) or with a bad one (403), and changes nothing', async () => {
		const provider = freshProvider();
		const { guid } = await uploadVideo(provider);
		const { Authorization } = await siteToken(provider);
		const before = await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema);
		const forged = Authorization.replace(/token="[^"]+\.([^".]+)"/, 'token="eyJ.eyJ.$1"');
		const otherBlog = Authorization.replace('blog_id="1"', 'blog_id="2"');
		const writes = [
			[`/rest/v1.1/videos/${guid}/poster`, () => ({ json: { at_time: 1000, is_millisec: true } })],
			[
				`/rest/v1.1/videos/${guid}/tracks`,
				() => ({
					body: trackForm({ kind: 'captions', srclang: 'en', label: 'English' }, 'WEBVTT\n'),
				}),
			],
			[
				`/rest/v1.1/videos/${guid}/tracks/delete`,
				() => ({ body: trackForm({ kind: 'captions', srclang: 'en' }) }),
			],
		] as const;
		for (const [path, body] of writes) {
			const none = await requestJson(provider, path, { method: 'POST', ...body() });
			expect(none.status, path).toBe(401);
			expect((await bodyOf(none, restErrorSchema)).code).toBe('authorization_required');
			for (const header of [forged, otherBlog, 'Bearer abc', `${Authorization}x`]) {
				const bad = await requestJson(provider, path, {
					method: 'POST',
					headers: { Authorization: header },
					...body(),
				});
				expect(bad.status, `${path} ${header}`).toBe(403);
			}
		}
		const video = await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema);
		expect(video.tracks).toEqual({});
		expect(video.poster).toBe(before.poster);
		expect(
			await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}/poster`), videoPosterSchema)
		).toEqual({ generating: false, poster: before.poster });
	});

	it('answers 404 for an unknown video and lists the public plans', async () => {
		const provider = freshProvider();
		const auth = await siteToken(provider);
		expect((await requestJson(provider, '/rest/v1.1/videos/UNKNOWN1')).status).toBe(404);
		// Found by the fuzz: a guid named after Object's own properties answered 500.
		for (const guid of ['toString', 'constructor', 'hasOwnProperty', 'valueOf']) {
			for (const [method, path] of [
				['GET', guid],
				['GET', `${guid}/poster`],
				['POST', `${guid}/poster`],
			] as const) {
				const response = await requestJson(provider, `/rest/v1.1/videos/${path}`, {
					method,
					...(method === 'POST' ? { headers: auth, json: { at_time: 0, is_millisec: true } } : {}),
				});
				expect(response.status, `${method} ${path}`).toBe(404);
			}
		}
		expect(provider.errors).toEqual([]);
		const plans = await bodyOf(await requestJson(provider, '/rest/v1.5/plans'), plansSchema);
		expect(plans.map((plan) => plan.product_slug)).toContain('business-bundle');
	});
});

describe('jetpack-related-posts on wp/v2/posts/{id}', () => {
	it('lists the other published posts sharing words with it, newest first among equally similar ones', async () => {
		const provider = freshProvider();
		for (const title of ['One', 'Two', 'Three', 'Four']) {
			await requestJson(provider, '/wp-json/wp/v2/posts', {
				method: 'POST',
				json: {
					title,
					content: `<!-- wp:paragraph --><p>${title} text</p><!-- /wp:paragraph -->`,
					status: 'publish',
				},
			});
		}
		const post = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/posts/5'),
			postRelatedPostsSchema
		);
		const related = post['jetpack-related-posts'];
		expect(related.map((entry) => entry.title)).toEqual(['Three', 'Two', 'One']);
		expect(related[0]).toMatchObject({ id: 4, url: 'http://127.0.0.1:8787/?p=4', excerpt: 'Three text' });
	});
});
