import { safeCssColor, safeCssLength, safeMediaUrl } from '@blockyard/api-client';

import { isTrackKind } from '../../video-helpers/track-kind';
import type { VideoAttributes, VideoTrack } from './types';

/** The caption's class, as the block editor's own blocks name it. */
export const CAPTION_CLASS = 'wp-element-caption';

/** The largest width the saved figure gets by default: the column's. */
export const DEFAULT_MAX_WIDTH = '100%';

/**
 * The address the saved markup points at, when a video or poster may load it (the saved-output
 * policy): never empty, never a `blob:` of an upload in progress.
 */
export const savedAddress = (url: unknown): string | undefined => safeMediaUrl(url);

/** The figure's inline style: a maximum width (a length) other than the column's, else none. */
export function figureStyle(maxWidth: unknown): { maxWidth: string } | undefined {
	const width = safeCssLength(maxWidth);
	return width === undefined || width === DEFAULT_MAX_WIDTH ? undefined : { maxWidth: width };
}

/** The text tracks a visitor's player gets: each with an address a track may load. */
export function savedTracks(tracks: unknown): VideoTrack[] {
	if (!Array.isArray(tracks)) {
		return [];
	}
	return tracks.flatMap((track: unknown) => {
		if (typeof track !== 'object' || track === null) {
			return [];
		}
		const { src, kind, srcLang, label } = track as Partial<Record<keyof VideoTrack, unknown>>;
		const address = safeMediaUrl(src);
		return address !== undefined && isTrackKind(kind)
			? [{ src: address, kind, srcLang: text(srcLang), label: text(label) }]
			: [];
	});
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The hosted video service's canonical address of a video (its share page), before the guid. */
export const VIDEO_SERVICE_ADDRESS = 'https://videopress.com/v/';

/** The wrapper the player's address is saved in, as the block editor's embeds save theirs. */
export const PLAYER_WRAPPER_CLASS = 'wp-block-embed__wrapper';

/** The classes the figure takes when it holds the player's address: an embed of the service's video. */
export const PLAYER_FIGURE_CLASSES = 'wp-block-embed is-type-video is-provider-videopress';

/** A hosted video's guid: eight letters and digits; anything else undefined. */
export function savedGuid(guid: unknown): string | undefined {
	return typeof guid === 'string' && /^[A-Za-z0-9]{8}$/.test(guid) ? guid : undefined;
}

/** A colour the player takes (hex), from a colour the policy allows; anything else undefined. */
function playerColor(value: unknown): string | undefined {
	const color = safeCssColor(value);
	return color !== undefined && /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : undefined;
}

type PlayerSettings = Partial<Record<keyof VideoAttributes, unknown>>;

/**
 * The address of the video's player on the hosted service, as the service's own blocks save it:
 * the canonical `https://videopress.com/v/{guid}` and, as its query, each setting that differs
 * from the player's own (`resizeToParent` and `cover` always). The poster goes through the
 * saved-output policy and the seekbar colours must be hex; anything else is left out. Undefined
 * without a valid guid. Never a token: the site adds one when it renders the player for a
 * signed-in visitor.
 *
 * @example
 * playerAddress({ guid: 'Hb7xQ2pL', loop: true }); // 'https://videopress.com/v/Hb7xQ2pL?resizeToParent=true&cover=true&loop=true'
 */
export function playerAddress(settings: PlayerSettings): string | undefined {
	const guid = savedGuid(settings.guid);
	if (guid === undefined) {
		return undefined;
	}
	const on = (value: unknown) => (value === true ? 'true' : undefined);
	const preload = settings.preload;
	const entries: [string, string | undefined][] = [
		['resizeToParent', 'true'],
		['cover', 'true'],
		['autoPlay', on(settings.autoplay)],
		['controls', settings.controls === false ? 'false' : undefined],
		['loop', on(settings.loop)],
		['muted', on(settings.muted)],
		['persistVolume', settings.muted === true ? 'false' : undefined],
		['playsinline', on(settings.playsinline)],
		['posterUrl', savedAddress(settings.poster)],
		['preloadContent', preload === 'auto' || preload === 'none' ? preload : undefined],
		['sbc', playerColor(settings.seekbarColor)],
		['sbpc', playerColor(settings.seekbarPlayedColor)],
		['sblc', playerColor(settings.seekbarLoadingColor)],
		['useAverageColor', settings.useAverageColor === false ? 'false' : undefined],
	];
	const query = new URLSearchParams(
		entries.filter((entry): entry is [string, string] => entry[1] !== undefined)
	);
	return `${VIDEO_SERVICE_ADDRESS}${guid}?${query.toString()}`;
}
