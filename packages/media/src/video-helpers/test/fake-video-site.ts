// Test-only: a host whose site answers `wp/v2/media/{id}` from memory, through a stubbed
// `fetch`, and records what was asked.
import { testHost, TEST_SITE_ROOT } from '@blockyard/block-edit-harness';
import type { BlockyardHost } from '@blockyard/ui';
import { vi } from 'vitest';

export const ROOT = TEST_SITE_ROOT;

export interface FakeVideoSite {
	/** The media ids read, in order. */
	readonly reads: number[];
	readonly host: BlockyardHost;
}

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A site whose media library has these videos: each id with the guid of its hosted video, or
 * null for a video the service does not host. Other ids are not found.
 */
export function fakeVideoSite(library: Readonly<Record<number, string | null>>): FakeVideoSite {
	const reads: number[] = [];
	const host = testHost({ postTitle: 'Trip' });
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(String(input), init);
			const id = Number(/wp\/v2\/media\/(\d+)/.exec(new URL(request.url).pathname)?.[1]);
			reads.push(id);
			if (!(id in library)) {
				return json({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' }, 404);
			}
			const guid = library[id];
			return json({
				id,
				source_url: `http://site.test/wp-content/uploads/video-${id}.mp4`,
				mime_type: 'video/mp4',
				alt_text: '',
				title: { raw: `Video ${id}` },
				jetpack_videopress: guid
					? { guid, rating: 'G', allow_download: 0, privacy_setting: 2 }
					: null,
			});
		})
	);
	return { reads, host };
}
