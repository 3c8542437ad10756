import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';

import { Server, type Upload } from '@tus/server';
import type { Context, Hono, MiddlewareHandler } from 'hono';

import { issueAiToken, verifyUploadToken } from '../ai/jwt';
import { siteBlogId } from '../ai/site-id';
import { countUploadCut, getUploadFaults } from '../data/upload-faults';
import type { AccessPolicy } from '../http/access-policy';
import { requestOrigin } from '../http/request-origin';
import { uploadType } from '../media/upload-types';
import { UPLOAD_HEADERS, UPLOAD_TOKEN_HEADER } from '../resumable/headers';
import { declaresEmptyUpload, EMPTY_UPLOAD_MESSAGE, emptyUploadRefusal } from '../resumable/empty-upload';
import { FaultKeepingFileStore } from '../resumable/fault-keeping-file-store';
import { completeUpload, finishedUpload, type FinishedVideo } from '../resumable/finished-upload';
import { withMethodOverride } from '../resumable/method-override';
import { chunkStart, rollBackChunk } from '../resumable/roll-back-chunk';
import { isTusAnswer, storageFaultAnswer } from '../resumable/storage-fault-answer';
import { cutShort, paced } from '../resumable/upload-pace';
import { tusFolderFor } from '../resumable/tus-folder';
import type { RouteContext } from './route-context';

export { UPLOAD_HEADERS, UPLOAD_TOKEN_HEADER } from '../resumable/headers';
export { UPLOAD_PROTOCOLS, type UploadProtocol } from '../resumable/upload-protocol';

/** Where `videopress-get-upload-jwt` sends the client (`upload_action_url`). */
export const RESUMABLE_UPLOAD_PATH = '/resumable-upload';
/** The largest video accepted, over all its chunks (each request stays under the body limit). */
export const MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;

/** The methods the service takes only through `X-HTTP-Method-Override`. */
const OVERRIDDEN_ONLY = new Set(['HEAD', 'OPTIONS', 'DELETE', 'PUT', 'PATCH']);

const text = (status: number, body: string): Response =>
	new Response(body, {
		status,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Tus-Resumable': '1.0.0' },
	});

/**
 * The upload a path names: the server names each upload with 16 random bytes in hex
 * (`@tus/server`'s default). Anything else after the path (`data-folder.txt`, an upload's own
 * `<id>.json`) is another file of the uploads' folder, which no request may reach.
 */
const UPLOAD_PATH = /^\/resumable-upload\/([0-9a-f]{32})\/?$/;
const uploadIdOf = (path: string): string | undefined => UPLOAD_PATH.exec(path)?.[1];
/** The path of the uploads themselves, where a new upload is created. */
const isUploadsRoot = (path: string): boolean => /^\/resumable-upload\/?$/.test(path);

function finishedHeaders(headers: Headers, origin: string, video: FinishedVideo): void {
	headers.set(UPLOAD_HEADERS.guid, video.guid);
	headers.set(UPLOAD_HEADERS.mediaId, String(video.media_id));
	headers.set(UPLOAD_HEADERS.srcUrl, `${origin}${video.src_path}`);
}

/**
 * The service's protocol (`uploadProtocol: 'service'`): a HEAD, OPTIONS, DELETE, PUT or PATCH
 * of the upload sent as itself answers 405 (`Allow: GET, POST`), whatever its token; the
 * overridden forms go on to the route. A browser's preflight (an OPTIONS with
 * `Access-Control-Request-Method`) is not the client's request and is answered by the site's
 * CORS. Mounted before the CORS middleware, which answers every OPTIONS itself; the refusal
 * carries `Access-Control-Allow-Origin` for an allowed page, so the page reads the 405.
 */
export function serviceProtocolOnly(access: AccessPolicy): MiddlewareHandler {
	return async (c, next) => {
		const { method, path } = c.req;
		const upload = path === RESUMABLE_UPLOAD_PATH || path.startsWith(`${RESUMABLE_UPLOAD_PATH}/`);
		const preflight = method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
		if (!upload || !OVERRIDDEN_ONLY.has(method) || preflight) {
			await next();
			return;
		}
		const refusal = text(
			405,
			`${method} is sent as ${method === 'HEAD' || method === 'OPTIONS' ? 'GET' : 'POST'} with X-HTTP-Method-Override: ${method}.`
		);
		refusal.headers.set('Allow', 'GET, POST');
		const origin = c.req.header('Origin');
		if (origin !== undefined && access.isAllowedOrigin(origin)) {
			refusal.headers.set('Access-Control-Allow-Origin', origin);
			refusal.headers.set('Vary', 'Origin');
		}
		return method === 'HEAD' ? new Response(null, { status: 405, headers: refusal.headers }) : refusal;
	};
}

/**
 * The resumable (tus 1.0) upload of a hosted video, at `/resumable-upload/`, as the platform
 * runs it: `@tus/server` over a file store in the OS temp dir (`src/resumable/tus-folder.ts`).
 *
 * - Every request but a browser's preflight carries `x-videopress-upload-token`, a token the
 *   JWT action issued (or the key token of creation): none answers 401, a wrong one 403. A
 *   token issued for a key (the creation's, or the JWT action's with `key`) is for that upload
 *   alone: with any other path it answers 403.
 * - `X-HTTP-Method-Override`: HEAD and OPTIONS may come as GET, DELETE, PUT and PATCH as POST;
 *   in the service's protocol they must ({@link serviceProtocolOnly}).
 * - Only video files (by name or declared type) are taken: others answer 400 `Invalid Mime`.
 * - A path names an upload the server created, or none: any other file of the uploads' folder
 *   answers 404, whatever the method.
 * - The creation answers the key headers; the last chunk the guid, media id and source URL of
 *   the video it became (`src/resumable/finished-upload.ts`), and so does a HEAD on it later.
 *   An upload is never "whole" without its video: a last chunk whose video cannot be made is
 *   not kept (a HEAD reports the offset before it), and a HEAD of stored bytes that are no
 *   video yet makes it.
 * - A disk or folder that cannot be written answers 503 with `Retry-After` and the storage
 *   fault's words (`src/http/storage-fault.ts`), never the error's own text; an empty file
 *   (`Upload-Length: 0`) answers 400 with words the upload screen shows.
 * - The test switches (`blockyard-testing/v1/uploads`) cut chunks part-way or pace them.
 */
export function mountResumableUpload(app: Hono, { db, dataDir, uploadsDir, access }: RouteContext): void {
	const origins = new WeakMap<Request, string>();
	// Made on the first upload request, so a provider that never takes one leaves no folder.
	let server: { readonly tus: Server; readonly directory: string } | undefined;
	const tusServer = () => (server ??= createTusServer(tusFolderFor(dataDir)));

	/** Makes the whole upload a video of the media library (once: a second call answers the first's). */
	const finishVideo = async (directory: string, upload: Upload): Promise<FinishedVideo> => {
		if (upload.size === 0) {
			throw emptyUploadRefusal();
		}
		const name = upload.metadata?.['filename'] ?? '';
		const type = uploadType(name, upload.metadata?.['filetype'] ?? '');
		if (!type) {
			throw { status_code: 400, body: 'Invalid Mime' };
		}
		return completeUpload(db, uploadsDir, {
			id: upload.id,
			path: join(directory, upload.id),
			mimeType: type.mimeType,
			extension: type.extension,
			title: name.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'Video',
		});
	};

	const createTusServer = (directory: string) => ({
		directory,
		tus: new Server({
			path: RESUMABLE_UPLOAD_PATH,
			datastore: new FaultKeepingFileStore({ directory }),
			relativeLocation: true,
			maxSize: MAX_VIDEO_BYTES,
			allowedOrigins: (origin) => access.isAllowedOrigin(origin),
			allowedHeaders: [UPLOAD_TOKEN_HEADER, 'X-HTTP-Method-Override'],
			exposedHeaders: Object.values(UPLOAD_HEADERS),
			onUploadCreate: async (_req, upload) => {
				if (upload.size === 0) {
					throw emptyUploadRefusal();
				}
				const type = uploadType(
					upload.metadata?.['filename'] ?? '',
					upload.metadata?.['filetype'] ?? ''
				);
				if (!type?.mimeType.startsWith('video/')) {
					// The platform's own words: the client maps them to its message.
					throw { status_code: 400, body: 'Invalid Mime' };
				}
				return {};
			},
			onUploadFinish: async (req, upload: Upload) => {
				let video: FinishedVideo;
				try {
					video = await finishVideo(directory, upload);
				} catch (error) {
					// No video, so the chunk does not count: a HEAD reports the offset before it.
					await rollBackChunk(join(directory, upload.id), chunkStart(req.headers));
					throw error;
				}
				const headers = new Headers();
				finishedHeaders(headers, origins.get(req) ?? '', video);
				return { headers: Object.fromEntries(headers) };
			},
			// The library's own answers (409, 404, 'Invalid Mime'…) go out as they are; any other
			// error (a disk that cannot be written, a bug) is thrown on to `handle`, which answers
			// it without its text (it names paths of the server).
			onResponseError: (_req, error) => {
				if (!isTusAnswer(error)) {
					throw error;
				}
				return undefined;
			},
		}),
	});

	/**
	 * The HEAD of an upload whose bytes are all stored but which is no video yet (its video
	 * could not be made at the last chunk, or the provider stopped in between): the video is
	 * made now, so a client never hears "whole" without learning its guid; when it still
	 * cannot be, the storage fault's 503 says to come back.
	 */
	async function headOfWholeUpload(
		response: Response,
		uploadId: string,
		origin: string
	): Promise<Response> {
		const { tus, directory } = tusServer();
		const offset = response.headers.get('upload-offset');
		if (response.status !== 200 || offset === null || offset !== response.headers.get('upload-length')) {
			return response;
		}
		const video = await finishVideo(directory, await tus.datastore.getUpload(uploadId));
		const headers = new Headers(response.headers);
		finishedHeaders(headers, origin, video);
		return new Response(null, { status: 200, headers });
	}

	/** Uploads whose last chunk was cut: the next one goes through, so a resume always makes progress. */
	const justCut = new Set<string>();

	/** The chunk's body with the test switches applied (pace, or a cut part-way). */
	function withFaults(c: Context, request: Request, uploadId: string): Request {
		const faults = getUploadFaults(db);
		if (request.body === null || (faults.cut === 0 && faults.bytes_per_second === null)) {
			return request;
		}
		let body: ReadableStream<Uint8Array> = request.body;
		if (faults.bytes_per_second !== null) {
			body = paced(body, faults.bytes_per_second);
		}
		const length = Number(request.headers.get('content-length') ?? 0);
		if (!justCut.has(uploadId) && length > 1 && Math.random() < faults.cut) {
			justCut.add(uploadId);
			const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
			body = cutShort(body, 1 + Math.floor(Math.random() * (length - 1)), () => {
				countUploadCut(db);
				incoming?.socket.destroy();
			});
		} else {
			justCut.delete(uploadId);
		}
		return new Request(request.url, {
			method: request.method,
			headers: request.headers,
			body,
			duplex: 'half',
		} as RequestInit);
	}

	const handle = async (c: Context): Promise<Response> => {
		try {
			return await answer(c);
		} catch (error) {
			return storageFaultAnswer(error);
		}
	};
	const answer = async (c: Context): Promise<Response> => {
		const raw = c.req.raw;
		// A browser's preflight carries no custom header: the site's CORS answers it.
		if (raw.method === 'OPTIONS' && raw.headers.get('x-http-method-override') === null) {
			return tusServer().tus.handleWeb(raw);
		}
		const token = raw.headers.get(UPLOAD_TOKEN_HEADER);
		if (token === null || token === '') {
			return text(401, 'The upload token (x-videopress-upload-token) is missing.');
		}
		const allowed = verifyUploadToken(db, token);
		if (allowed === undefined) {
			return text(403, 'The upload token is not valid or has expired.');
		}
		const uploadId = uploadIdOf(c.req.path);
		if (allowed.key !== undefined && allowed.key !== uploadId) {
			return text(403, 'The upload token is for another upload.');
		}
		let request = withMethodOverride(raw);
		if (!request) {
			return text(
				405,
				'X-HTTP-Method-Override: HEAD and OPTIONS go as GET, DELETE, PUT and PATCH as POST.'
			);
		}
		if (
			(request.method === 'POST' || request.method === 'PATCH') &&
			declaresEmptyUpload(request.headers)
		) {
			return text(400, EMPTY_UPLOAD_MESSAGE);
		}
		if (uploadId === undefined && !isUploadsRoot(c.req.path)) {
			return text(404, 'There is no such upload.');
		}
		const origin = requestOrigin(c);
		const finished = uploadId === undefined ? undefined : finishedUpload(db, uploadId);
		if (finished && request.method === 'HEAD') {
			// The file has moved into the media library: say it is whole, and what it became.
			const headers = new Headers({
				'Tus-Resumable': '1.0.0',
				'Upload-Offset': String(finished.size),
				'Upload-Length': String(finished.size),
				'Cache-Control': 'no-store',
			});
			finishedHeaders(headers, origin, finished);
			return new Response(null, { status: 200, headers });
		}
		if (request.method === 'PATCH' && uploadId !== undefined) {
			request = withFaults(c, request, uploadId);
		}
		origins.set(request, origin);
		const response = await tusServer().tus.handleWeb(request);
		if (request.method === 'HEAD' && uploadId !== undefined) {
			return headOfWholeUpload(response, uploadId, origin);
		}
		if (request.method === 'POST' && response.status === 201) {
			const key = response.headers.get('location')?.split('/').pop();
			if (key) {
				const headers = new Headers(response.headers);
				headers.set(UPLOAD_HEADERS.key, key);
				headers.set(UPLOAD_HEADERS.keyToken, issueAiToken(db, siteBlogId(db), Date.now(), key));
				return new Response(response.body, { status: response.status, headers });
			}
		}
		return response;
	};
	app.all(RESUMABLE_UPLOAD_PATH, handle);
	app.all(`${RESUMABLE_UPLOAD_PATH}/`, handle);
	app.all(`${RESUMABLE_UPLOAD_PATH}/:id`, handle);
}
