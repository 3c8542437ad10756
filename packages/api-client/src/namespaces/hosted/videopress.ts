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
