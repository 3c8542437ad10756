// Test-only: the site and the hosted-video service of one video, answered from memory through a
// stubbed `fetch` (the harness's host talks to TEST_SITE_ROOT), with a switch that makes
// `videopress/meta` refuse, as the local provider's testing switch does.
import { renderBlockEdit, TEST_SITE_ROOT, testHost } from '@blockyard/block-edit-harness';
import type { HostSite } from '@blockyard/ui';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';

import { registerVideoBlock, VIDEO_BLOCK_NAME } from '../../../index';
import type { VideoAttributes } from '../../../types';

export interface StoredVideo {
	guid: string;
	rating: string | null;
	allow_download: 0 | 1;
	privacy_setting: 0 | 1 | 2;
	title: string;
	description: string;
	tracks: { kind: string; srclang: string; label: string; vtt: string }[];
}

export interface VideoService {
	/** The media item's video, or `null` for a file the service does not host; `undefined`: no item (404). */
	video: StoredVideo | null | undefined;
	/** `videopress/meta` answers 500 and changes nothing. */
	metaFailing: boolean;
	/** `wp/v2/media/{id}` answers 500 (the site is in trouble, not the video). */
	mediaFailing: boolean;
	/** Whether the site's VideoPress module is on (`jetpack/v4/module/videopress`). */
	videoModule: boolean;
	/** Every request, as `METHOD path` (the public API's under `public:`), and the meta bodies. */
	readonly requests: string[];
	readonly metaBodies: Record<string, unknown>[];
	/** Resolves the meta calls held back by {@link holdMeta}. */
	releaseMeta: () => void;
	/** Holds every meta call's answer until `releaseMeta()`, to see the change before the service answers. */
	holdMeta: () => void;
}

export const MEDIA_ID = 31;
export const GUID = 'Hb7xQ2pL';

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const storedVideo = (change: Partial<StoredVideo> = {}): StoredVideo => ({
	guid: GUID,
	rating: 'G',
	allow_download: 0,
	privacy_setting: 2,
	title: 'The harbour',
	description: '',
	tracks: [],
	...change,
});

/**
 * Stubs `fetch` with the service of this video (`null`: a file it does not host; `'missing'`: no
 * media item); `vi.unstubAllGlobals()` removes it.
 */
export function videoService(initial: StoredVideo | null | 'missing' = storedVideo()): VideoService {
	const video = initial === 'missing' ? undefined : initial;
	let held: (() => void)[] | undefined;
	const service: VideoService = {
		video,
		metaFailing: false,
		mediaFailing: false,
		videoModule: true,
		requests: [],
		metaBodies: [],
		holdMeta: () => {
			held = [];
		},
		releaseMeta: () => {
			const waiting = held ?? [];
			held = undefined;
			waiting.forEach((release) => release());
		},
	};
	const site = new URL(TEST_SITE_ROOT);

	async function answer(request: Request): Promise<Response> {
		const url = new URL(request.url);
		const current = service.video;
		if (url.origin === site.origin && url.pathname === `${site.pathname}wp/v2/media/${MEDIA_ID}`) {
			if (service.mediaFailing) {
				return json({ code: 'internal_server_error', message: 'Internal server error' }, 500);
			}
			if (current === undefined) {
				return json({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' }, 404);
			}
			return json({
				id: MEDIA_ID,
				source_url: 'http://site.test/wp-content/uploads/harbour.mp4',
				mime_type: 'video/mp4',
				alt_text: '',
				title: { raw: current?.title ?? 'harbour' },
				jetpack_videopress: current
					? {
							guid: current.guid,
							rating: current.rating,
							allow_download: current.allow_download,
							privacy_setting: current.privacy_setting,
							title: current.title,
							description: current.description,
						}
					: null,
			});
		}
		if (url.pathname === `${site.pathname}jetpack/v4/module/videopress`) {
			return json({
				module: 'videopress',
				name: 'VideoPress',
				description: '',
				active: service.videoModule,
			});
		}
		if (url.pathname === `${site.pathname}wpcom/v2/videopress/meta`) {
			const body = (await request.json()) as Record<string, unknown>;
			service.metaBodies.push(body);
			if (held) {
				await new Promise<void>((resolve) => held?.push(resolve));
			}
			if (service.metaFailing || !current) {
				return json(
					{ code: 'videopress_meta_failed', message: 'The video details could not be saved.' },
					500
				);
			}
			Object.assign(current, Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'id')));
			return json({ code: 'success', message: 'Video meta updated successfully.', data: 200 });
		}
		if (url.pathname === '/wp-admin/admin-ajax.php') {
			return json({
				success: true,
				data: {
					upload_token: 'token-1',
					upload_blog_id: 1,
					upload_action_url: 'http://site.test/resumable-upload',
				},
			});
		}
		const tracks = /\/rest\/v1\.1\/videos\/([^/]+)\/tracks(\/delete)?$/.exec(url.pathname);
		if (tracks && current) {
			const form = await request.formData();
			const kind = String(form.get('kind'));
			const srclang = String(form.get('srclang'));
			const index = current.tracks.findIndex(
				(track) => track.kind === kind && track.srclang === srclang
			);
			if (tracks[2]) {
				if (index < 0) {
					return json(
						{
							code: 'unknown_track',
							message: 'The video has no track of that language and kind.',
						},
						404
					);
				}
				current.tracks.splice(index, 1);
				return json({ deleted: true });
			}
			if (index >= 0) {
				return json(
					{ code: 'track_exists', message: 'A track already exists for that language and kind.' },
					400
				);
			}
			const vtt = form.get('vtt');
			const track = {
				kind,
				srclang,
				label: String(form.get('label')),
				vtt: vtt instanceof Blob ? await vtt.text() : '',
			};
			current.tracks.push(track);
			return json({
				...track,
				vtt: undefined,
				src: `https://videos.test/${current.guid}/${kind}-${srclang}.vtt`,
			});
		}
		return json({ code: 'rest_no_route', message: 'No route.' }, 404);
	}

	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(String(input), init);
			const url = new URL(request.url);
			service.requests.push(
				`${request.method} ${url.origin === site.origin ? url.pathname : `public:${url.pathname}`}`
			);
			return answer(request);
		})
	);
	return service;
}

/** The video block's edit through the harness, as a finished video of the media library (its preview shows). */
export function renderVideoEdit(
	attributes: Partial<VideoAttributes> = {},
	options: {
		clientId?: string;
		settings?: Record<string, unknown>;
		features?: Record<string, boolean>;
		/** Site facts besides the host's own (e.g. `requiredPlans`). */
		site?: Partial<HostSite>;
	} = {}
) {
	// A site with video chapters (the Details panel) unless the test says otherwise.
	const recording = testHost({ features: options.features ?? { 'video-chapters': true } });
	const host = options.site ? { ...recording, site: { ...recording.site, ...options.site } } : recording;
	const view = renderBlockEdit<VideoAttributes>({
		name: VIDEO_BLOCK_NAME,
		register: registerVideoBlock,
		attributes: {
			...defaultVideoAttributes(),
			id: MEDIA_ID,
			guid: GUID,
			src: 'http://site.test/wp-content/uploads/harbour.mp4',
			poster: 'http://site.test/wp-content/uploads/harbour.png',
			...attributes,
		},
		clientId: options.clientId ?? 'video-1',
		host,
		...(options.settings ? { settings: options.settings } : {}),
	});
	return { ...view, host };
}

/** The block's attributes at their defaults. */
export const defaultVideoAttributes = (): VideoAttributes => ({
	autoplay: false,
	caption: '',
	controls: true,
	description: '',
	isVideoPressExample: false,
	loop: false,
	maxWidth: '100%',
	muted: false,
	playsinline: false,
	preload: 'metadata',
	seekbarColor: '',
	seekbarLoadingColor: '',
	seekbarPlayedColor: '',
	title: '',
	useAverageColor: true,
	videoPressClassNames: '',
	videoPressTracks: [],
});

/** The sidebar, where the panels are. */
export const sidebar = () => within(screen.getByRole('complementary', { name: 'Settings' }));
