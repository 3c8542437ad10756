import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { isApiError } from '../../errors/api-error';
import { isValidationError } from '../../errors/validation-error';
import { videoPressAuthorization } from './video-authorization';
import { publicVideos } from './videos';

const JWT = {
	success: true,
	data: { upload_token: 'aaa.bbb.ccc', upload_blog_id: 7, upload_action_url: 'https://site.test/up/' },
};

interface Sent {
	readonly url: string;
	readonly method: string;
	readonly credentials: RequestCredentials;
	readonly authorization: string | null;
	readonly nonce: string | null;
	readonly form?: FormData;
	readonly json?: unknown;
}

/** A site at site.test whose platform is platform.test, answering `answers[path]` and recording every request. */
function site(answers: Record<string, () => Response>) {
	const sent: Sent[] = [];
	const api = createApi({
		root: 'https://site.test/wp-json/',
		nonce: 'site-nonce',
		platformRoot: 'https://platform.test/',
		fetch: async (input, init) => {
			const request = new Request(input, init);
			const url = new URL(request.url);
			const type = request.headers.get('content-type') ?? '';
			sent.push({
				url: url.origin + url.pathname,
				method: request.method,
				credentials: request.credentials,
				authorization: request.headers.get('authorization'),
				nonce: request.headers.get('x-wp-nonce'),
				...(type.startsWith('multipart/') ? { form: await request.clone().formData() } : {}),
				...(type.startsWith('application/json') ? { json: await request.clone().json() } : {}),
			});
			const answer = answers[url.pathname];
			return answer ? answer() : new Response('{"code":"nope"}', { status: 404 });
		},
	});
	return { api, sent };
}

const json =
	(body: unknown, status = 200) =>
	() =>
		new Response(JSON.stringify(body), { status });

describe('the hosted video writes of the public API', () => {
	it('authenticate with the upload token the site gives, and send no cookies or nonce', async () => {
		const { api, sent } = site({
			'/wp-admin/admin-ajax.php': json(JWT),
			'/rest/v1.1/videos/abcd1234/poster': json({ generating: true }),
		});
		await expect(publicVideos.setPoster(api, 'abcd1234', { atTime: 1500.4 })).resolves.toEqual({
			generating: true,
		});
		expect(sent).toEqual([
			expect.objectContaining({
				url: 'https://site.test/wp-admin/admin-ajax.php',
				credentials: 'same-origin',
				nonce: 'site-nonce',
			}),
			expect.objectContaining({
				url: 'https://platform.test/rest/v1.1/videos/abcd1234/poster',
				method: 'POST',
				credentials: 'omit',
				nonce: null,
				authorization: 'X_UPLOAD_TOKEN token="aaa.bbb.ccc" blog_id="7"',
				json: { at_time: 1500, is_millisec: true },
			}),
		]);
	});

	it('send a track as form fields and read back where its file is served', async () => {
		const stored = { kind: 'subtitles', srclang: 'fr', label: 'Français', src: 'https://v.test/fr.vtt' };
		const { api, sent } = site({
			'/wp-admin/admin-ajax.php': json(JWT),
			'/rest/v1.1/videos/abcd1234/tracks': json(stored),
			'/rest/v1.1/videos/abcd1234/tracks/delete': json({ deleted: true }),
		});
		const vtt = new Blob(['WEBVTT\n'], { type: 'text/vtt' });
		await expect(
			publicVideos.uploadTrack(api, 'abcd1234', {
				kind: 'subtitles',
				srclang: 'fr',
				label: 'Français',
				vtt,
			})
		).resolves.toEqual(stored);
		await expect(
			publicVideos.deleteTrack(api, 'abcd1234', { kind: 'subtitles', srclang: 'fr' })
		).resolves.toBeUndefined();
		const [, upload, , deletion] = sent;
		expect(upload?.authorization).toBe('X_UPLOAD_TOKEN token="aaa.bbb.ccc" blog_id="7"');
		expect(
			Object.fromEntries([...(upload?.form?.entries() ?? [])].filter(([, v]) => typeof v === 'string'))
		).toEqual({
			kind: 'subtitles',
			srclang: 'fr',
			label: 'Français',
		});
		expect(await (upload?.form?.get('vtt') as File).text()).toBe('WEBVTT\n');
		expect(deletion?.authorization).toBe('X_UPLOAD_TOKEN token="aaa.bbb.ccc" blog_id="7"');
		expect(Object.fromEntries(deletion?.form?.entries() ?? [])).toEqual({
			kind: 'subtitles',
			srclang: 'fr',
		});
	});

	it('are not sent when the site gives no token', async () => {
		const { api, sent } = site({ '/wp-admin/admin-ajax.php': () => new Response('0', { status: 400 }) });
		const error: unknown = await publicVideos
			.deleteTrack(api, 'abcd1234', { kind: 'captions', srclang: 'en' })
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(sent.map((request) => request.url)).toEqual(['https://site.test/wp-admin/admin-ajax.php']);
	});

	it('raise the server message of a refused track, e.g. a duplicate', async () => {
		const { api } = site({
			'/wp-admin/admin-ajax.php': json(JWT),
			'/rest/v1.1/videos/abcd1234/tracks': json(
				{ code: 'track_exists', message: 'A track already exists for that language and kind.' },
				400
			),
		});
		const vtt = new Blob(['WEBVTT\n']);
		const error: unknown = await publicVideos
			.uploadTrack(api, 'abcd1234', { kind: 'captions', srclang: 'en', label: 'English', vtt })
			.catch((e: unknown) => e);
		expect(error).toMatchObject({
			status: 400,
			code: 'track_exists',
			serverMessage: 'A track already exists for that language and kind.',
		});
	});
});

describe('videoPressAuthorization', () => {
	it('writes the header the platform reads, and refuses a token that would break it', () => {
		expect(videoPressAuthorization('x-y.z_1', '12')).toBe('X_UPLOAD_TOKEN token="x-y.z_1" blog_id="12"');
		expect(isValidationError(catchError(() => videoPressAuthorization('a" b', 1)))).toBe(true);
		expect(isValidationError(catchError(() => videoPressAuthorization('abc', 'x1')))).toBe(true);
	});
});

function catchError(run: () => unknown): unknown {
	try {
		run();
	} catch (error) {
		return error;
	}
	return undefined;
}
