import * as z from 'zod/mini';

import type { Api } from '../api';

/** The admin-ajax answer to `videopress-get-upload-jwt`. */
export const videoPressUploadJwtSchema = z.object({
	success: z.literal(true),
	data: z.looseObject({
		upload_token: z.string(),
		upload_blog_id: z.union([z.number(), z.string()]),
		upload_action_url: z.string(),
	}),
});
export type VideoPressUploadJwt = z.infer<typeof videoPressUploadJwtSchema>['data'];

export const videoPressUpload = {
	/**
	 * The token and URL a resumable video upload goes to. A refusal (`success: false`)
	 * raises a `ValidationError` naming the field `success`.
	 *
	 * @example
	 * const { upload_token, upload_action_url } = await videoPressUpload.jwt(api);
	 */
	jwt: async (api: Api, key?: string, signal?: AbortSignal): Promise<VideoPressUploadJwt> => {
		const body = new URLSearchParams({ action: 'videopress-get-upload-jwt' });
		if (key !== undefined) {
			body.set('key', key);
		}
		const answer = await api.adminAjax.request('admin-ajax.php', {
			call: 'videoPressUpload.jwt',
			method: 'post',
			body,
			schema: videoPressUploadJwtSchema,
			signal,
		});
		return answer.data;
	},
};
