import { safeCssColor, safeCssLength, safeMediaUrl } from '@blockyard/api-client';

import { isTrackKind } from '../../video-helpers/tracks';
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
	const query = new URLSearchParams({ resizeToParent: 'true', cover: 'true' });
	if (settings.autoplay === true) query.set('autoPlay', 'true');
	if (settings.controls === false) query.set('controls', 'false');
	if (settings.loop === true) query.set('loop', 'true');
	if (settings.muted === true) {
		query.set('muted', 'true');
		query.set('persistVolume', 'false');
	}
	if (settings.playsinline === true) query.set('playsinline', 'true');
	const poster = savedAddress(settings.poster);
	if (poster !== undefined) query.set('posterUrl', poster);
	if (settings.preload === 'auto' || settings.preload === 'none') {
		query.set('preloadContent', settings.preload);
	}
	const colors = [
		['sbc', settings.seekbarColor],
		['sbpc', settings.seekbarPlayedColor],
		['sblc', settings.seekbarLoadingColor],
	] as const;
	for (const [name, value] of colors) {
		const color = playerColor(value);
		if (color !== undefined) query.set(name, color);
	}
	if (settings.useAverageColor === false) query.set('useAverageColor', 'false');
	return `${VIDEO_SERVICE_ADDRESS}${guid}?${query.toString()}`;
}
