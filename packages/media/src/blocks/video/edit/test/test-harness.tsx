// Test-only: the video block's edit through the shared harness, a site answering the block's
// calls over a stubbed `fetch`, and the stand-in tus client.
import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import { vi } from 'vitest';

import metadata from '../../block.json';
import { registerVideoBlock, VIDEO_BLOCK_NAME } from '../../index';
import type { VideoAttributes } from '../../types';
import { FakeUpload } from '../../upload/test/fake-upload';
import { UploadClientContext } from '../upload-client';

export interface SiteRequest {
	readonly url: string;
	readonly method: string;
	readonly body: string;
}

/**
 * Stubs `fetch` with a site answering the upload token, the poster, the video's details and
 * (unless `player` is false) its oEmbed proxy with the service's player.
 */
export function stubSite(options: { poster?: string; player?: boolean } = {}) {
	const requests: SiteRequest[] = [];
	const json = (body: unknown) =>
		new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(String(input), init);
			requests.push({ url: request.url, method: request.method, body: await request.clone().text() });
			if (request.url.includes('admin-ajax.php')) {
				return json({
					success: true,
					data: {
						upload_token: 'token-1',
						upload_blog_id: 1,
						upload_action_url: 'http://site.test/resumable-upload/',
					},
				});
			}
			if (request.url.endsWith('/poster')) {
				return json({ generating: false, poster: options.poster ?? 'http://site.test/poster.png' });
			}
			if (request.url.includes('videopress/meta')) {
				return json({ code: 'success', data: 200 });
			}
			const url = new URL(request.url);
			if (url.pathname.endsWith('/oembed/1.0/proxy') && options.player !== false) {
				// The oEmbed of the service's address: its player, with the address's options.
				const address = new URL(url.searchParams.get('url') ?? '');
				const guid = address.pathname.replace('/v/', '');
				const src = `https://videopress.com/embed/${guid}${address.search}`.replace(/&/g, '&amp;');
				return json({
					type: 'video',
					title: 'Harbour',
					html: `<iframe title="Harbour" src="${src}" width="640" height="360"></iframe>`,
				});
			}
			return new Response('not found', { status: 404 });
		})
	);
	return requests;
}

const defaults = (): VideoAttributes =>
	Object.fromEntries(
		Object.entries(metadata.attributes).flatMap(([name, schema]) =>
			'default' in schema ? [[name, schema.default]] : []
		)
	) as unknown as VideoAttributes;

/** Renders the video's edit (see `renderBlockEdit`) with its defaults, the stand-in tus client and a recording host. */
export function renderVideoEdit(attributes: Partial<VideoAttributes> = {}, host = testHost()) {
	FakeUpload.previous = [];
	FakeUpload.last = undefined;
	const view = renderBlockEdit<VideoAttributes>({
		name: VIDEO_BLOCK_NAME,
		register: registerVideoBlock,
		attributes: { ...defaults(), ...attributes },
		clientId: 'video-1',
		host,
		wrapper: ({ children }) => (
			<UploadClientContext.Provider value={FakeUpload}>{children}</UploadClientContext.Provider>
		),
	});
	/** The upload the block made. */
	const upload = () => {
		if (!FakeUpload.last) throw new Error('no upload was made');
		return FakeUpload.last;
	};
	return { ...view, host, upload };
}
