import { createHash, randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it, onTestFinished } from 'vitest';
import { Upload, type HttpRequest, type HttpResponse } from 'tus-js-client';
import * as z from 'zod';

import { EMPTY_UPLOAD_MESSAGE } from '../resumable/empty-upload';
import { tusFolderPath } from '../resumable/tus-folder';
import { startProvider, type RunningProvider } from '../start-provider';
import { bodyOf, freshDataDir } from '../testing/fresh-provider';
import { UPLOAD_HEADERS, UPLOAD_TOKEN_HEADER, type UploadProtocol } from './resumable-upload';

const CHUNK = 10_000_000;
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function running(
	options: { uploadProtocol?: UploadProtocol } = {}
): Promise<RunningProvider & { dataDir: string }> {
	const dataDir = freshDataDir();
	const provider = await startProvider({ dataDir, faults: true, log: () => {}, ...options });
	onTestFinished(() => provider.close());
	return { ...provider, dataDir };
}

const jwtSchema = z.object({
	success: z.literal(true),
	data: z.object({ upload_token: z.string(), upload_action_url: z.string() }),
});

async function uploadJwt(
	provider: RunningProvider,
	key?: string
): Promise<z.infer<typeof jwtSchema>['data']> {
	const response = await fetch(`${provider.url}/wp-admin/admin-ajax.php`, {
		method: 'POST',
		headers: { 'X-WP-Nonce': provider.nonce },
		body: new URLSearchParams({
			action: 'videopress-get-upload-jwt',
			...(key === undefined ? {} : { key }),
		}),
	});
	return (await bodyOf(response, jwtSchema)).data;
}

/** Starts a 6-byte upload as tus-js-client's first request does: the creation's answer, and the upload's URL. */
async function createUpload(
	jwt: z.infer<typeof jwtSchema>['data'],
	filename: string
): Promise<{ created: Response; url: string }> {
	const created = await fetch(jwt.upload_action_url, {
		method: 'POST',
		headers: {
			'Tus-Resumable': '1.0.0',
			[UPLOAD_TOKEN_HEADER]: jwt.upload_token,
			'Upload-Length': '6',
			'Upload-Metadata': `filename ${Buffer.from(filename).toString('base64')}`,
		},
	});
	expect(created.status).toBe(201);
	return { created, url: new URL(created.headers.get('location') ?? '', jwt.upload_action_url).href };
}

interface Exchange {
	readonly method: string;
	readonly url: string;
	readonly status?: number;
}

interface Finished {
	readonly url: string;
	readonly guid: string;
	readonly mediaId: number;
	readonly src: string;
	readonly exchanges: Exchange[];
}

/** Uploads `bytes` as tus-js-client does in the editor (10,000,000-byte chunks, the token header). */
function tusUpload(
	endpoint: string,
	token: string,
	bytes: Buffer,
	options: { filename?: string; filetype?: string } = {}
): Promise<Finished> {
	const exchanges: Exchange[] = [];
	const found: Record<string, string> = {};
	return new Promise((resolve, reject) => {
		const upload = new Upload(bytes, {
			endpoint,
			chunkSize: CHUNK,
			retryDelays: [0, 100, 200, 300, 500],
			headers: { [UPLOAD_TOKEN_HEADER]: token },
			metadata: {
				filename: options.filename ?? 'holiday.mp4',
				filetype: options.filetype ?? 'video/mp4',
			},
			onBeforeRequest: (req: HttpRequest) => {
				exchanges.push({ method: req.getMethod(), url: req.getURL() });
			},
			onAfterResponse: (req: HttpRequest, res: HttpResponse) => {
				exchanges.push({ method: req.getMethod(), url: req.getURL(), status: res.getStatus() });
				for (const name of [UPLOAD_HEADERS.guid, UPLOAD_HEADERS.mediaId, UPLOAD_HEADERS.srcUrl]) {
					const value = res.getHeader(name);
					if (value) {
						found[name] = value;
					}
				}
			},
			onError: reject,
			onSuccess: () =>
				resolve({
					url: upload.url ?? '',
					guid: found[UPLOAD_HEADERS.guid] ?? '',
					mediaId: Number(found[UPLOAD_HEADERS.mediaId]),
					src: found[UPLOAD_HEADERS.srcUrl] ?? '',
					exchanges,
				}),
		});
		upload.start();
	});
}

const mediaSchema = z.looseObject({
	id: z.number(),
	mime_type: z.string(),
	source_url: z.string(),
	jetpack_videopress: z.looseObject({
		guid: z.string(),
		rating: z.string(),
		allow_download: z.number(),
		privacy_setting: z.number(),
	}),
});
const videoSchema = z.looseObject({ guid: z.string(), post_id: z.number(), poster: z.string() });

describe('the resumable video upload', () => {
	it('takes a 25 MB video in 10,000,000-byte chunks, byte-identical, and makes it a video with a poster', async () => {
		const provider = await running();
		const jwt = await uploadJwt(provider);
		const source = randomBytes(25_000_000);

		const finished = await tusUpload(jwt.upload_action_url, jwt.upload_token, source);

		const patches = finished.exchanges.filter((entry) => entry.method === 'PATCH' && entry.status);
		expect(patches.map((entry) => entry.status)).toEqual([204, 204, 204]);
		expect(finished.guid).toMatch(/^[A-Za-z0-9]{8}$/);
		expect(finished.src).toMatch(new RegExp(`^${provider.url}/wp-content/uploads/[0-9a-f-]{36}\\.mp4$`));
		const stored = Buffer.from(await (await fetch(finished.src)).arrayBuffer());
		expect(sha256(stored)).toBe(sha256(source));

		const media = await bodyOf(
			await fetch(`${provider.url}/wp-json/wp/v2/media/${finished.mediaId}`),
			mediaSchema
		);
		expect(media).toMatchObject({
			mime_type: 'video/mp4',
			jetpack_videopress: { guid: finished.guid, rating: 'G', allow_download: 0, privacy_setting: 2 },
		});
		const video = await bodyOf(
			await fetch(`${provider.url}/rest/v1.1/videos/${finished.guid}`),
			videoSchema
		);
		expect(video.post_id).toBe(finished.mediaId);
		const poster = await fetch(video.poster);
		expect(poster.headers.get('content-type')).toBe('image/png');

		// Coming back later (a reload after the last chunk): a HEAD still says what it became.
		const head = await fetch(finished.url, {
			method: 'HEAD',
			headers: { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: jwt.upload_token },
		});
		expect(head.headers.get('upload-offset')).toBe('25000000');
		expect(head.headers.get(UPLOAD_HEADERS.guid)).toBe(finished.guid);
	});

	it('resumes a chunk the connection dropped, on the same upload URL from the offset a HEAD gives', async () => {
		const provider = await running();
		const set = await fetch(`${provider.url}/wp-json/blockyard-testing/v1/uploads`, {
			method: 'PUT',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
			body: JSON.stringify({ cut: 1 }),
		});
		expect(set.status).toBe(200);
		const jwt = await uploadJwt(provider);
		const source = randomBytes(25_000_000);

		const finished = await tusUpload(jwt.upload_action_url, jwt.upload_token, source);

		const stored = Buffer.from(await (await fetch(finished.src)).arrayBuffer());
		expect(sha256(stored)).toBe(sha256(source));
		const urls = new Set(
			finished.exchanges.filter((entry) => entry.method !== 'POST').map((entry) => entry.url)
		);
		expect(urls).toEqual(new Set([finished.url]));
		// The first chunk and every chunk after a resumed one was cut: each cut is followed by a
		// HEAD, then the rest from the offset it gave.
		const heads = finished.exchanges.filter((entry) => entry.method === 'HEAD' && entry.status === 200);
		const faults = await bodyOf(
			await fetch(`${provider.url}/wp-json/blockyard-testing/v1/uploads`, {
				method: 'PUT',
				headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
				body: JSON.stringify({ cut: 0 }),
			}),
			z.object({ cuts: z.number() })
		);
		expect(faults.cuts).toBeGreaterThanOrEqual(2);
		expect(heads).toHaveLength(faults.cuts);
	});

	it('refuses an empty file, on creation or when a deferred length is declared 0, with words the upload screen shows', async () => {
		const provider = await running();
		const jwt = await uploadJwt(provider);
		const token = { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: jwt.upload_token };
		const metadata = { 'Upload-Metadata': `filename ${Buffer.from('empty.mp4').toString('base64')}` };

		const created = await fetch(jwt.upload_action_url, {
			method: 'POST',
			headers: { ...token, ...metadata, 'Upload-Length': '0' },
		});
		expect(created.status).toBe(400); // was 201, and a 0-byte video with a guid
		expect(await created.text()).toBe(EMPTY_UPLOAD_MESSAGE);
		expect(created.headers.get(UPLOAD_HEADERS.guid)).toBeNull();

		const deferred = await fetch(jwt.upload_action_url, {
			method: 'POST',
			headers: { ...token, ...metadata, 'Upload-Defer-Length': '1' },
		});
		expect(deferred.status).toBe(201);
		const url = new URL(deferred.headers.get('location') ?? '', jwt.upload_action_url).href;
		const declared = await fetch(url, {
			method: 'PATCH',
			headers: {
				...token,
				'Upload-Offset': '0',
				'Upload-Length': '0',
				'Content-Type': 'application/offset+octet-stream',
			},
		});
		expect(declared.status).toBe(400);
		expect(await declared.text()).toBe(EMPTY_UPLOAD_MESSAGE);
		const head = await fetch(url, { method: 'HEAD', headers: token });
		expect(head.headers.get('upload-length')).toBeNull();
		expect(head.headers.get(UPLOAD_HEADERS.guid)).toBeNull();

		await expect(tusUpload(jwt.upload_action_url, jwt.upload_token, Buffer.alloc(0))).rejects.toThrow(
			EMPTY_UPLOAD_MESSAGE
		);
		const media = z.array(z.looseObject({ mime_type: z.string() }));
		const videos = (
			await bodyOf(await fetch(`${provider.url}/wp-json/wp/v2/media?per_page=100`), media)
		).filter((item) => item.mime_type.startsWith('video/'));
		expect(videos).toEqual([]);
	});

	it('a HEAD of an upload whose bytes are all stored but which is no video yet (the provider stopped in between) makes the video and says its guid', async () => {
		const provider = await running();
		const jwt = await uploadJwt(provider);
		const token = { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: jwt.upload_token };
		const { url } = await createUpload(jwt, 'clip.mp4');
		// The bytes reached the upload's file, and no video was made from them.
		writeFileSync(join(tusFolderPath(provider.dataDir), url.split('/').pop() ?? ''), 'abcdef');

		const head = await fetch(url, { method: 'HEAD', headers: token });
		expect(head.status).toBe(200);
		expect(head.headers.get('upload-offset')).toBe('6');
		const guid = head.headers.get(UPLOAD_HEADERS.guid); // was none: "whole", and no video
		expect(guid).toMatch(/^[A-Za-z0-9]{8}$/);
		const src = head.headers.get(UPLOAD_HEADERS.srcUrl) ?? '';
		expect(await (await fetch(src)).text()).toBe('abcdef');
		const again = await fetch(url, { method: 'HEAD', headers: token });
		expect(again.headers.get(UPLOAD_HEADERS.guid)).toBe(guid);
	});

	it('refuses a request without the upload token (401) or with a wrong one (403)', async () => {
		const provider = await running();
		const jwt = await uploadJwt(provider);
		const create = (token?: string) =>
			fetch(jwt.upload_action_url, {
				method: 'POST',
				headers: {
					'Tus-Resumable': '1.0.0',
					'Upload-Length': '10',
					'Upload-Metadata': `filename ${Buffer.from('a.mp4').toString('base64')}`,
					...(token === undefined ? {} : { [UPLOAD_TOKEN_HEADER]: token }),
				},
			});
		expect((await create()).status).toBe(401);
		expect((await create(`${jwt.upload_token}x`)).status).toBe(403);
		await expect(tusUpload(jwt.upload_action_url, 'not-a-token', randomBytes(10))).rejects.toThrow(/403/);
		expect((await create(jwt.upload_token)).status).toBe(201);
	});

	it("refuses a file that is not a video with the platform's 'Invalid Mime'", async () => {
		const provider = await running();
		const jwt = await uploadJwt(provider);
		await expect(
			tusUpload(jwt.upload_action_url, jwt.upload_token, randomBytes(10), {
				filename: 'notes.txt',
				filetype: 'text/plain',
			})
		).rejects.toThrow(/Invalid Mime/);
	});

	it('honours the method override: HEAD and OPTIONS as GET, PATCH and DELETE as POST', async () => {
		const provider = await running();
		const jwt = await uploadJwt(provider);
		const token = { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: jwt.upload_token };
		const { created, url } = await createUpload(jwt, 'clip.webm');
		expect(created.headers.get(UPLOAD_HEADERS.key)).toMatch(/^[A-Za-z0-9_-]+$/);
		const keyToken = created.headers.get(UPLOAD_HEADERS.keyToken) ?? '';

		const options = await fetch(url, { headers: { ...token, 'X-HTTP-Method-Override': 'OPTIONS' } });
		expect(options.status).toBe(204);
		expect(options.headers.get('tus-version')).toContain('1.0.0');

		const patched = await fetch(url, {
			method: 'POST',
			headers: {
				'Tus-Resumable': '1.0.0',
				[UPLOAD_TOKEN_HEADER]: keyToken,
				'X-HTTP-Method-Override': 'PATCH',
				'Upload-Offset': '0',
				'Content-Type': 'application/offset+octet-stream',
			},
			body: 'abc',
		});
		expect(patched.status).toBe(204);
		expect(patched.headers.get('upload-offset')).toBe('3');
		const head = await fetch(url, { headers: { ...token, 'X-HTTP-Method-Override': 'HEAD' } });
		expect(head.status).toBe(200);
		expect(head.headers.get('upload-offset')).toBe('3');
		expect(head.headers.get('upload-length')).toBe('6');

		// A GET may not stand in for a write.
		const wrong = await fetch(url, { headers: { ...token, 'X-HTTP-Method-Override': 'PATCH' } });
		expect(wrong.status).toBe(405);

		const deleted = await fetch(url, {
			method: 'POST',
			headers: { ...token, 'X-HTTP-Method-Override': 'DELETE' },
		});
		expect(deleted.status).toBe(204);
		const gone = await fetch(url, { headers: { ...token, 'X-HTTP-Method-Override': 'HEAD' } });
		expect(gone.status).toBe(404);
	});

	it('in the service protocol, answers 405 to HEAD, PATCH, DELETE, PUT and OPTIONS sent as themselves, and serves their overridden forms', async () => {
		const provider = await running({ uploadProtocol: 'service' });
		const jwt = await uploadJwt(provider);
		const token = { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: jwt.upload_token };
		const chunk = { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' };
		const { url } = await createUpload(jwt, 'clip.mp4');

		const raw: [string, RequestInit][] = [
			['HEAD', { method: 'HEAD', headers: token }],
			['PATCH', { method: 'PATCH', headers: { ...token, ...chunk }, body: 'abc' }],
			['DELETE', { method: 'DELETE', headers: token }],
			['PUT', { method: 'PUT', headers: token, body: 'abc' }],
			['OPTIONS', { method: 'OPTIONS', headers: token }],
		];
		for (const [method, init] of raw) {
			const refused = await fetch(url, init);
			expect({ method, status: refused.status, allow: refused.headers.get('allow') }).toEqual({
				method,
				status: 405,
				allow: 'GET, POST',
			});
		}
		// Without a token too: the method is refused before anything else is looked at.
		expect((await fetch(url, { method: 'HEAD' })).status).toBe(405);
		// An allowed page can read the refusal; its browser's preflight is still answered.
		const origin = 'http://localhost:5173';
		const fromPage = await fetch(url, { method: 'HEAD', headers: { ...token, Origin: origin } });
		expect(fromPage.status).toBe(405);
		expect(fromPage.headers.get('access-control-allow-origin')).toBe(origin);
		const preflight = await fetch(url, {
			method: 'OPTIONS',
			headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
		});
		expect(preflight.status).toBe(204);
		expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);

		// The overridden forms go through, and nothing above moved the upload.
		const head = await fetch(url, { headers: { ...token, 'X-HTTP-Method-Override': 'HEAD' } });
		expect(head.status).toBe(200);
		expect(head.headers.get('upload-offset')).toBe('0');
		const options = await fetch(url, { headers: { ...token, 'X-HTTP-Method-Override': 'OPTIONS' } });
		expect(options.status).toBe(204);
		const patched = await fetch(url, {
			method: 'POST',
			headers: { ...token, ...chunk, 'X-HTTP-Method-Override': 'PATCH' },
			body: 'abc',
		});
		expect(patched.status).toBe(204);
		expect(patched.headers.get('upload-offset')).toBe('3');
		const deleted = await fetch(url, {
			method: 'POST',
			headers: { ...token, 'X-HTTP-Method-Override': 'DELETE' },
		});
		expect(deleted.status).toBe(204);
		const gone = await fetch(url, { headers: { ...token, 'X-HTTP-Method-Override': 'HEAD' } });
		expect(gone.status).toBe(404);

		// A tus client that sends PATCH as itself does not get far.
		await expect(tusUpload(jwt.upload_action_url, jwt.upload_token, randomBytes(10))).rejects.toThrow(
			/405/
		);
	});

	it('in the plain tus protocol (the default), takes the methods as themselves too', async () => {
		const provider = await running({ uploadProtocol: 'tus' });
		const jwt = await uploadJwt(provider);
		const token = { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: jwt.upload_token };
		const { url } = await createUpload(jwt, 'clip.mp4');
		expect((await fetch(url, { method: 'HEAD', headers: token })).status).toBe(200);
		expect((await fetch(url, { method: 'DELETE', headers: token })).status).toBe(204);
	});

	it('takes a token issued for a key for that upload alone', async () => {
		const provider = await running({ uploadProtocol: 'service' });
		const jwt = await uploadJwt(provider);
		const first = await createUpload(jwt, 'first.mp4');
		const second = await createUpload(jwt, 'second.mp4');
		const key = first.created.headers.get(UPLOAD_HEADERS.key) ?? '';
		expect(first.url.endsWith(`/${key}`)).toBe(true);
		const head = (url: string, token: string) =>
			fetch(url, {
				headers: {
					'Tus-Resumable': '1.0.0',
					[UPLOAD_TOKEN_HEADER]: token,
					'X-HTTP-Method-Override': 'HEAD',
				},
			});
		const creation = (token: string) =>
			fetch(jwt.upload_action_url, {
				method: 'POST',
				headers: {
					'Tus-Resumable': '1.0.0',
					[UPLOAD_TOKEN_HEADER]: token,
					'Upload-Length': '6',
					'Upload-Metadata': `filename ${Buffer.from('third.mp4').toString('base64')}`,
				},
			});

		// The site's token for the key (a resume after a reload asks for one).
		const forKey = (await uploadJwt(provider, key)).upload_token;
		expect(forKey).not.toBe(jwt.upload_token);
		expect((await head(first.url, forKey)).status).toBe(200);
		expect((await head(second.url, forKey)).status).toBe(403);
		expect((await creation(forKey)).status).toBe(403);

		// The creation's key token is bound the same way.
		const keyToken = first.created.headers.get(UPLOAD_HEADERS.keyToken) ?? '';
		expect((await head(first.url, keyToken)).status).toBe(200);
		expect((await head(second.url, keyToken)).status).toBe(403);

		// The site's own token still reaches every upload and creates new ones.
		expect((await head(second.url, jwt.upload_token)).status).toBe(200);
		expect((await creation(jwt.upload_token)).status).toBe(201);

		// A key that names no upload the service could have made gets no token.
		const refused = await fetch(`${provider.url}/wp-admin/admin-ajax.php`, {
			method: 'POST',
			headers: { 'X-WP-Nonce': provider.nonce },
			body: new URLSearchParams({ action: 'videopress-get-upload-jwt', key: '../data-folder.txt' }),
		});
		expect(await refused.json()).toMatchObject({ success: false });
	});

	it('reaches only the uploads it created, never another file of their folder', async () => {
		const provider = await running();
		const jwt = await uploadJwt(provider);
		const token = { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: jwt.upload_token };
		const { url } = await createUpload(jwt, 'a.mp4');
		const id = url.split('/').pop() ?? '';
		const chunk = { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' };
		// Each method as it is, and as the override sends it.
		const requests: [string, RequestInit][] = [
			['DELETE', { method: 'DELETE', headers: token }],
			['HEAD', { method: 'HEAD', headers: token }],
			['PATCH', { method: 'PATCH', headers: { ...token, ...chunk }, body: 'abc' }],
			['DELETE as POST', { method: 'POST', headers: { ...token, 'X-HTTP-Method-Override': 'DELETE' } }],
			['HEAD as GET', { headers: { ...token, 'X-HTTP-Method-Override': 'HEAD' } }],
			[
				'PATCH as POST',
				{
					method: 'POST',
					headers: { ...token, ...chunk, 'X-HTTP-Method-Override': 'PATCH' },
					body: 'abc',
				},
			],
		];
		for (const name of [
			'data-folder.txt',
			`${id}.json`,
			`${id}.JSON`,
			`${id}%2Ejson`,
			'..%2Fdata-folder.txt',
			'x',
			id.toUpperCase(),
		]) {
			for (const [how, init] of requests) {
				const response = await fetch(new URL(name, jwt.upload_action_url), init);
				expect({ name, how, status: response.status }).toEqual({ name, how, status: 404 });
				expect(await response.text()).not.toMatch(/[\\/]tmp|blockyard-tus/);
			}
		}
		// The upload and the folder's own file are still there.
		const folder = tusFolderPath(provider.dataDir);
		expect(
			['data-folder.txt', id, `${id}.json`].filter((file) => !existsSync(join(folder, file)))
		).toEqual([]);
		const head = await fetch(url, { method: 'HEAD', headers: token });
		expect(head.status).toBe(200);
		expect(head.headers.get('upload-length')).toBe('6');
	});

	it('lets a page of an allowed origin send the tus and token headers and read the answer headers', async () => {
		const provider = await running();
		const jwt = await uploadJwt(provider);
		const origin = 'http://localhost:5173';
		const preflight = await fetch(jwt.upload_action_url, {
			method: 'OPTIONS',
			headers: {
				Origin: origin,
				'Access-Control-Request-Method': 'POST',
				'Access-Control-Request-Headers': `tus-resumable,upload-length,upload-metadata,${UPLOAD_TOKEN_HEADER}`,
			},
		});
		expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
		expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
			UPLOAD_TOKEN_HEADER
		);
		const created = await fetch(jwt.upload_action_url, {
			method: 'POST',
			headers: {
				Origin: origin,
				'Tus-Resumable': '1.0.0',
				'Upload-Length': '5',
				'Upload-Metadata': `filename ${Buffer.from('a.mp4').toString('base64')}`,
				[UPLOAD_TOKEN_HEADER]: jwt.upload_token,
			},
		});
		expect(created.status).toBe(201);
		const exposed = created.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
		for (const name of [
			'location',
			'upload-offset',
			UPLOAD_HEADERS.key,
			UPLOAD_HEADERS.guid,
			UPLOAD_HEADERS.srcUrl,
		]) {
			expect(exposed).toContain(name);
		}
	});

	it('paces chunks with the slow switch, and lifts it again', async () => {
		const provider = await running();
		const switchTo = async (body: unknown) =>
			bodyOf(
				await fetch(`${provider.url}/wp-json/blockyard-testing/v1/uploads`, {
					method: 'PUT',
					headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
					body: JSON.stringify(body),
				}),
				z.object({ cut: z.number(), bytes_per_second: z.number().nullable() })
			);
		expect(await switchTo({ bytes_per_second: 1_000_000 })).toMatchObject({
			bytes_per_second: 1_000_000,
		});
		const jwt = await uploadJwt(provider);
		const source = randomBytes(400_000);
		const started = Date.now();
		const finished = await tusUpload(jwt.upload_action_url, jwt.upload_token, source);
		// 400,000 bytes at 1,000,000 a second cannot arrive in less than 0.4 s (a floor, not a timing).
		expect(Date.now() - started).toBeGreaterThanOrEqual(350);
		expect(sha256(Buffer.from(await (await fetch(finished.src)).arrayBuffer()))).toBe(sha256(source));
		expect(await switchTo({ bytes_per_second: null })).toMatchObject({ bytes_per_second: null });
		const refused = await fetch(`${provider.url}/wp-json/blockyard-testing/v1/uploads`, {
			method: 'PUT',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
			body: JSON.stringify({ cut: 2 }),
		});
		expect(refused.status).toBe(400);
	});
});
