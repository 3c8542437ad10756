import {
	hostedVideopress,
	isApiError,
	isNotFoundError,
	media,
	type MediaItem,
	type VideoPrivacySetting,
	type VideoRating,
} from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/** The hosted video's details on the service, as its media item gives them. */
export interface VideoMeta {
	readonly guid: string;
	/** `null`: the video has no rating yet. */
	readonly rating: VideoRating | null;
	readonly allow_download: 0 | 1;
	/** 0 public, 1 private, 2 the site's default. */
	readonly privacy_setting: VideoPrivacySetting;
	readonly title: string;
	readonly description: string;
}

/** What the sidebar changes at once (and takes back when the service refuses). */
export type VideoFileSettings = {
	readonly rating?: VideoRating;
	readonly allow_download?: 0 | 1;
	readonly privacy_setting?: VideoPrivacySetting;
};

/**
 * - `none`: the block has no media id (or is uploading);
 * - `loading`: the media item is on its way;
 * - `ready`: the item is a hosted video, `meta` holds its details;
 * - `not-hosted`: the item is not found, or is not a hosted video (`exists` tells which);
 * - `failed`: the site did not answer (offline, a server error, any other failure): the block
 *   becomes a core video block too, keeping its media id (see `fallbackOf`).
 */
export type VideoMetaStatus = 'none' | 'loading' | 'ready' | 'not-hosted' | 'failed';

export interface VideoMetaState {
	readonly status: VideoMetaStatus;
	readonly meta: VideoMeta | undefined;
	/** For `not-hosted`: whether the media item exists (a file the service does not host). */
	readonly exists: boolean;
	/**
	 * Applies the change at once, then sends it to the service (`videopress/meta`); when the
	 * service refuses, puts the values back and tells the author in an error notice.
	 */
	readonly changeFileSettings: (changes: VideoFileSettings) => Promise<void>;
}

/** The item's hosted-video details, or undefined when it is not a hosted video. */
export function videoMetaOf(item: MediaItem): VideoMeta | undefined {
	const fields = item.jetpack_videopress;
	if (!fields || fields.guid === '') {
		return undefined;
	}
	return {
		guid: fields.guid,
		rating: fields.rating,
		allow_download: fields.allow_download,
		privacy_setting: fields.privacy_setting,
		title: fields.title ?? item.title.raw,
		description: fields.description ?? '',
	};
}

type Shown = Pick<VideoMetaState, 'status' | 'meta' | 'exists'>;
/** What was read, for which media id. */
type Loaded = Shown & { readonly id: number | undefined };

const IDLE: Loaded = { id: undefined, status: 'none', meta: undefined, exists: false };
const LOADING: Shown = { status: 'loading', meta: undefined, exists: false };

/**
 * The hosted video's details for the block's media id, read once per id through the site's
 * `wp/v2/media/{id}`, and its file settings changed optimistically through `videopress/meta`.
 */
export function useVideoMeta(id: number | undefined): VideoMetaState {
	const { api, notify } = useHost();
	const [loaded, setLoaded] = useState<Loaded>(IDLE);
	// Until the read for a new id starts, what was read for the previous one does not count.
	const shown: Shown = loaded.id === id ? loaded : id === undefined ? IDLE : LOADING;
	// The latest details, for a change to start from.
	const current = useRef<VideoMeta | undefined>(undefined);
	current.current = shown.meta;

	useEffect(() => {
		if (id === undefined) {
			setLoaded(IDLE);
			return undefined;
		}
		const controller = new AbortController();
		setLoaded({ id, ...LOADING });
		media.get(api, id, controller.signal).then(
			(item) => {
				const meta = videoMetaOf(item);
				setLoaded(
					meta
						? { id, status: 'ready', meta, exists: true }
						: { id, status: 'not-hosted', meta: undefined, exists: true }
				);
			},
			(error: unknown) => {
				if (controller.signal.aborted) {
					return;
				}
				const missing = isNotFoundError(error) || (isApiError(error) && error.status === 404);
				setLoaded({ id, status: missing ? 'not-hosted' : 'failed', meta: undefined, exists: false });
			}
		);
		return () => controller.abort();
	}, [api, id]);

	const changeFileSettings = useCallback(
		async (changes: VideoFileSettings) => {
			const before = current.current;
			if (id === undefined || !before) {
				return;
			}
			const apply = (from: Partial<VideoMeta>, to: Partial<VideoMeta>) =>
				setLoaded((state) => {
					if (!state.meta) {
						return state;
					}
					// Only the fields still showing what was set go back: a later change stays.
					const kept = Object.fromEntries(
						Object.entries(to).filter(
							([key]) => state.meta?.[key as keyof VideoMeta] === from[key as keyof VideoMeta]
						)
					);
					return { ...state, meta: { ...state.meta, ...kept } };
				});
			const previous = Object.fromEntries(
				Object.keys(changes).map((key) => [key, before[key as keyof VideoMeta]])
			) as Partial<VideoMeta>;
			setLoaded((state) => (state.meta ? { ...state, meta: { ...state.meta, ...changes } } : state));
			try {
				await hostedVideopress.updateMeta(api, { id, ...changes });
			} catch (error: unknown) {
				apply(changes, previous);
				notify({
					status: 'error',
					message: sprintf(
						/* translators: %s: the service's own message, e.g. "The video details could not be saved." */
						__('The video’s settings were not changed: %s', 'blockyard'),
						isApiError(error)
							? error.serverMessage
							: __('the video service did not answer.', 'blockyard')
					),
				});
			}
		},
		[api, id, notify]
	);

	return { status: shown.status, meta: shown.meta, exists: shown.exists, changeFileSettings };
}
