import { describe, expect, it } from 'vitest';

import {
	mediaItemSchema,
	plansSchema,
	postRelatedPostsSchema,
	videoPosterSchema,
	videoPressMetaResultSchema,
	videoSchema,
	videoTrackResultSchema,
} from '@blockyard/api-client';

import {
	bodyOf,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../testing/fresh-provider';

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
		});
		const video = await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema);
		expect(video).toMatchObject({ guid, title: 'Clip', tracks: {} });

		const missing = await requestJson(provider, '/wp-json/wpcom/v2/videopress/meta', {
			method: 'POST',
			json: { id: 999, rating: 'G' },
		});
		expect(missing.status).toBe(404);
	});

	it('generates a poster that is ready on a later read, or takes an uploaded image', async () => {
		const provider = freshProvider();
		const { guid } = await uploadVideo(provider);
		const poster = `/rest/v1.1/videos/${guid}/poster`;
		expect(await bodyOf(await requestJson(provider, poster), videoPosterSchema)).toEqual({
			generating: false,
		});
		const asked = await requestJson(provider, poster, {
			method: 'POST',
			json: { at_time: 2500, is_millisec: true },
		});
		expect(await bodyOf(asked, videoPosterSchema)).toEqual({ generating: true });
		expect(await bodyOf(await requestJson(provider, poster), videoPosterSchema)).toEqual({
			generating: true,
		});
		const ready = await bodyOf(await requestJson(provider, poster), videoPosterSchema);
		expect(ready).toEqual({ generating: false, poster: 'http://127.0.0.1:8787/sample-media/sunset.png' });

		const refused = await requestJson(provider, poster, {
			method: 'POST',
			json: { poster_attachment_id: 1 },
		});
		expect(refused.status).toBe(400);
	});

	it('adds, serves and deletes text tracks, and refuses a duplicate', async () => {
		const provider = freshProvider();
		const { guid } = await uploadVideo(provider);
		const tracks = `/rest/v1.1/videos/${guid}/tracks`;
		const fields = { kind: 'subtitles', srclang: 'de', label: 'Deutsch' };
		const added = await requestJson(provider, tracks, {
			method: 'POST',
			body: trackForm(fields, 'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo\n'),
		});
		expect(added.status).toBe(200);
		await bodyOf(added, videoTrackResultSchema);
		const duplicate = await requestJson(provider, tracks, {
			method: 'POST',
			body: trackForm(fields, 'WEBVTT\n'),
		});
		expect((await bodyOf(duplicate, restErrorSchema)).message).toBe(
			'A track already exists for that language and kind.'
		);

		const video = await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema);
		const track = video.tracks['subtitles']?.['de'];
		expect(track?.label).toBe('Deutsch');
		const file = await requestJson(provider, new URL(track?.src ?? '').pathname);
		expect(await file.text()).toContain('Hallo');

		const deleted = await requestJson(provider, `${tracks}/delete`, {
			method: 'POST',
			body: trackForm({ kind: 'subtitles', srclang: 'de' }),
		});
		await bodyOf(deleted, videoTrackResultSchema);
		expect(
			(await bodyOf(await requestJson(provider, `/rest/v1.1/videos/${guid}`), videoSchema)).tracks
		).toEqual({});
	});

	it('answers 404 for an unknown video and lists the public plans', async () => {
		const provider = freshProvider();
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
					...(method === 'POST' ? { json: { at_time: 0, is_millisec: true } } : {}),
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
