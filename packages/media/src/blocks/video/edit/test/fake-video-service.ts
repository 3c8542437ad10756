// Test-only: the site's upload token (admin-ajax) and the hosted service's public API for
// one video, answered from memory through a stubbed `fetch`, recording every request.
import { vi } from 'vitest';

export interface ServiceTrack {
	kind: string;
	srclang: string;
	label: string;
}

export interface SentRequest {
	readonly method: string;
	/** The path, e.g. `/rest/v1.1/videos/Hb7xQ2pL/tracks`. */
	readonly path: string;
	readonly credentials: RequestCredentials;
	readonly authorization: string | null;
	readonly form?: Record<string, string>;
	readonly json?: unknown;
}

export interface FakeVideoService {
	readonly sent: SentRequest[];
	readonly tracks: ServiceTrack[];
	/** The poster the service has now. */
	poster: string | undefined;
	/** Reads of the poster left that answer `generating` after a frame is asked for. */
	pendingPolls: number;
	/** Makes the next write of this path answer this error. */
	failNext(path: string, status: number, code: string, message: string): void;
}

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TRACKS_ORIGIN = 'https://videos.test/tracks';

/** A hosted video `guid` with these tracks; the site gives upload tokens to anyone who asks. */
export function fakeVideoService(guid: string, tracks: ServiceTrack[] = []): FakeVideoService {
	const failures = new Map<string, Response>();
	let pendingUrl: string | undefined;
	const service: FakeVideoService = {
		sent: [],
		tracks,
		poster: undefined,
		pendingPolls: 0,
		failNext: (path, status, code, message) => failures.set(path, json({ code, message }, status)),
	};
	const video = `/rest/v1.1/videos/${guid}`;
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(String(input), init);
			const { pathname: path } = new URL(request.url);
			const type = request.headers.get('content-type') ?? '';
			const form = type.startsWith('multipart/')
				? Object.fromEntries(
						[...(await request.clone().formData()).entries()].map(([key, value]) => [
							key,
							typeof value === 'string' ? value : `file:${value.name}`,
						])
					)
				: undefined;
			const body = type.startsWith('application/json') ? await request.clone().json() : undefined;
			service.sent.push({
				method: request.method,
				path,
				credentials: request.credentials,
				authorization: request.headers.get('authorization'),
				...(form ? { form } : {}),
				...(body !== undefined ? { json: body } : {}),
			});
			const failure = failures.get(path);
			if (failure && request.method === 'POST') {
				failures.delete(path);
				return failure;
			}
			if (path.endsWith('/admin-ajax.php')) {
				return json({
					success: true,
					data: {
						upload_token: 'tok.en',
						upload_blog_id: 7,
						upload_action_url: 'https://up.test/',
					},
				});
			}
			if (path === video) {
				const grouped: Record<string, Record<string, { src: string; label: string }>> = {};
				for (const track of service.tracks) {
					grouped[track.kind] = {
						...grouped[track.kind],
						[track.srclang]: {
							src: `${TRACKS_ORIGIN}/${track.kind}/${track.srclang}.vtt`,
							label: track.label,
						},
					};
				}
				return json({ guid, tracks: service.tracks.length > 0 ? grouped : [] });
			}
			if (path === `${video}/tracks` && form) {
				const { kind = '', srclang = '', label = '' } = form;
				if (service.tracks.some((track) => track.kind === kind && track.srclang === srclang)) {
					return json(
						{
							code: 'track_exists',
							message: 'A track already exists for that language and kind.',
						},
						400
					);
				}
				service.tracks.push({ kind, srclang, label });
				return json({ kind, srclang, label, src: `${TRACKS_ORIGIN}/${kind}/${srclang}.vtt` });
			}
			if (path === `${video}/tracks/delete` && form) {
				const index = service.tracks.findIndex(
					(track) => track.kind === form['kind'] && track.srclang === form['srclang']
				);
				if (index < 0) {
					return json({ code: 'unknown_track', message: 'No such track.' }, 404);
				}
				service.tracks.splice(index, 1);
				return json({ deleted: true });
			}
			if (path === `${video}/poster` && request.method === 'POST') {
				const change = body as { at_time?: number; poster_attachment_id?: number };
				if (change.poster_attachment_id !== undefined) {
					service.poster = `https://site.test/uploads/image-${String(change.poster_attachment_id)}.jpg`;
					return json({ generating: false, poster: service.poster });
				}
				pendingUrl = `https://videos.test/frames/${String(change.at_time)}.png`;
				return json({ generating: true });
			}
			if (path === `${video}/poster`) {
				if (pendingUrl !== undefined) {
					if (service.pendingPolls > 0) {
						service.pendingPolls -= 1;
						return json({ generating: true });
					}
					service.poster = pendingUrl;
					pendingUrl = undefined;
				}
				return json({ generating: false, ...(service.poster ? { poster: service.poster } : {}) });
			}
			return json({ code: 'rest_no_route', message: 'No route.' }, 404);
		})
	);
	return service;
}
