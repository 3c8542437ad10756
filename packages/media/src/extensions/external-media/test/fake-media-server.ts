// Test-only: a host whose site answers the external media calls from memory, through a stubbed
// `fetch`, and records every request.
import { createApi } from '@blockyard/api-client';
import type { BlockyardHost, HostTrackingEvent, SiteType } from '@blockyard/ui';
import { vi } from 'vitest';

export const ROOT = 'http://site.test/wp-json/';

export interface RecordedRequest {
	readonly method: string;
	readonly path: string;
	readonly query: URLSearchParams;
	readonly body: unknown;
}

export interface FakeMediaServer {
	readonly requests: RecordedRequest[];
	googleConnected: boolean;
	/** Makes the next calls of a service fail with this code and status. */
	failing: { code: string; message: string; status: number } | undefined;
	/** Guids the copy does not know. */
	readonly unknownGuids: Set<string>;
	readonly notices: { status: string; message: string }[];
	/** The usage events the host was given. */
	readonly events: HostTrackingEvent[];
	readonly host: BlockyardHost;
}

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const itemOf = (service: string, n: number, type = 'image') => ({
	ID: `${service}-${n}`,
	guid: `https://media.test/${service}/${n}.png`,
	URL: `https://media.test/${service}/${n}.png`,
	title: `${service} picture ${n}`,
	caption: '',
	type,
	thumbnails: { thumbnail: `https://media.test/${service}/${n}-thumb.png` },
	...(type === 'folder' ? { children: 3 } : {}),
});

/**
 * 25 items per service (two pages of 20), `search=nothing` finds none, `/` lists two albums. A
 * copy answers at the site's `copy/{service}`, or (path `external-media-upload`) at the platform's
 * `rest/v1.1/external-media-upload`, which a simple site uses.
 */
export function fakeMediaServer(
	{ postId, siteType = 'self-hosted' }: { readonly postId?: number; readonly siteType?: SiteType } = {
		postId: 7,
	}
): FakeMediaServer {
	const server: FakeMediaServer = {
		requests: [],
		googleConnected: true,
		failing: undefined,
		unknownGuids: new Set(),
		notices: [],
		events: [],
		host: undefined as unknown as BlockyardHost,
	};
	const post = Object.freeze({ id: postId, title: 'Trip' });
	(server as { host: BlockyardHost }).host = {
		site: { locale: 'en_US', type: siteType, features: {} },
		api: createApi({ root: ROOT, nonce: 'nonce-1' }),
		getPost: () => post,
		setPostTitle: () => undefined,
		lockPostSaving: () => undefined,
		unlockPostSaving: () => undefined,
		uploadMedia: () => Promise.reject(new Error('not in these tests')),
		notify: (notice) => {
			server.notices.push(notice);
		},
		subscribe: () => () => undefined,
		track: (event) => {
			server.events.push(event);
		},
	};
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(String(input), init);
			const url = new URL(request.url);
			const path = url.pathname
				.replace('/wp-json/wpcom/v2/external-media/', '')
				.replace('/rest/v1.1/external-media-upload', 'external-media-upload');
			const text = request.method === 'POST' ? await request.text() : '';
			server.requests.push({
				method: request.method,
				path,
				query: url.searchParams,
				body: text ? (JSON.parse(text) as unknown) : undefined,
			});
			const service =
				path === 'external-media-upload'
					? (url.searchParams.get('service') ?? '')
					: (path.split('/')[1] ?? '');
			if (path.startsWith('connection/')) {
				if (request.method === 'DELETE') {
					server.googleConnected = false;
					return json({ message: 'Disconnected.' });
				}
				return json(server.googleConnected ? {} : { connect_URL: 'https://provider.test/connect' });
			}
			if (service === 'google_photos' && !server.googleConnected) {
				return json({ code: 'authorization_required', message: 'Connect first.' }, 403);
			}
			if (server.failing) {
				return json(
					{ code: server.failing.code, message: server.failing.message },
					server.failing.status
				);
			}
			if (path.startsWith('list/')) {
				const albums = url.searchParams.get('path') === '/';
				if (url.searchParams.get('search') === 'nothing') {
					return json({ media: [], meta: { next_page: false } });
				}
				const all = albums
					? [1, 2].map((n) => ({ ...itemOf(service, n, 'folder'), title: `Album ${n}` }))
					: Array.from({ length: 25 }, (_, index) => itemOf(service, index + 1));
				const start = Number(url.searchParams.get('page_handle') ?? 0);
				const size = Number(url.searchParams.get('number') ?? 20);
				return json({
					media: all.slice(start, start + size),
					meta: {
						next_page: start + size < all.length ? String(start + size) : false,
						...(service === 'google_photos'
							? { account: { name: 'Robin', image: 'https://media.test/robin.png' } }
							: {}),
					},
				});
			}
			if (path.startsWith('copy/') || path === 'external-media-upload') {
				const body = server.requests.at(-1)?.body as { media: { guid: string; caption?: string }[] };
				return json(
					body.media.map((item, index) =>
						server.unknownGuids.has(item.guid)
							? {
									errors: [
										{
											code: 'rest_upload_sideload_error',
											message: `No item ${item.guid}.`,
										},
									],
								}
							: {
									ID: 100 + index,
									URL: `http://site.test/uploads/${index}.png`,
									caption: item.caption ?? '',
									alt: '',
								}
					)
				);
			}
			return json({ code: 'rest_no_route', message: 'No route.' }, 404);
		})
	);
	return server;
}
