import * as z from 'zod/mini';

import { ApiError } from '../../errors/api-error';
import type { Api } from '../../api';
import type { VideoPrivacySetting, VideoRating } from '../media-videopress';

/** `POST wpcom/v2/videopress/meta`: a success answers `data: 200`. */
export const videoPressMetaResultSchema = z.looseObject({
	code: z.optional(z.string()),
	message: z.optional(z.string()),
	data: z.unknown(),
});

/**
 * `POST wpcom/v2/videopress/playback-jwt/{guid}`: a playback token that opens one private
 * video's player and files for a while (`expires_in` seconds). Letters, digits and `-_.` only.
 */
export const videoPressPlaybackJwtSchema = z.object({
	metadata_token: z.string().check(z.regex(/^[\w.-]{1,2000}$/)),
	expires_in: z.optional(z.number()),
});
export type VideoPressPlaybackJwt = z.output<typeof videoPressPlaybackJwtSchema>;

const GUID = /^[A-Za-z0-9]{8}$/;

export interface VideoPressMetaChanges {
	/** The video's attachment id. */
	readonly id: number;
	readonly rating?: VideoRating;
	readonly allow_download?: 0 | 1;
	/** 0 public, 1 private, 2 the site's default. */
	readonly privacy_setting?: VideoPrivacySetting;
	readonly title?: string;
	readonly description?: string;
}

/**
 * The hosted video's details through the site (`wpcom/v2/`, with the site's cookies and
 * nonce): `wp/v2/media/{id}` reads them back in `jetpack_videopress`.
 *
 * @example
 * await hostedVideopress.updateMeta(api, { id: 42, privacy_setting: 1 });
 */
export const hostedVideopress = {
	/** Resolves when the platform answers `data: 200`; anything else raises an ApiError. */
	/**
	 * A playback token for a private video, asked for as the site (the provider's credentials:
	 * the site's nonce to its own provider root), for a visitor the site has signed in. The token
	 * goes only into that visitor's player address (`metadata_token`), never into saved content.
	 * A guid that is not eight letters and digits is refused before any request.
	 */
	playbackJwt: async (api: Api, guid: string, signal?: AbortSignal): Promise<VideoPressPlaybackJwt> => {
		if (!GUID.test(guid)) {
			throw new ApiError({
				status: 400,
				code: 'invalid_guid',
				message: 'A video guid is eight letters and digits.',
				url: `${api.hosted.root}videopress/playback-jwt/`,
			});
		}
		return api.hosted.request(`videopress/playback-jwt/${guid}`, {
			call: 'hostedVideopress.playbackJwt',
			method: 'post',
			schema: videoPressPlaybackJwtSchema,
			signal,
		});
	},
	updateMeta: async (api: Api, changes: VideoPressMetaChanges, signal?: AbortSignal): Promise<void> => {
		const result = await api.hosted.request('videopress/meta', {
			call: 'hostedVideopress.updateMeta',
			method: 'post',
			json: changes,
			schema: videoPressMetaResultSchema,
			signal,
		});
		if (result.data !== 200) {
			throw new ApiError({
				status: typeof result.data === 'number' ? result.data : 500,
				code: result.code ?? 'videopress_meta_failed',
				message: result.message ?? 'The video details were not saved.',
				url: `${api.hosted.root}videopress/meta`,
			});
		}
	},
};
