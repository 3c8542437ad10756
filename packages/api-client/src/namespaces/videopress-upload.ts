import * as z from 'zod/mini';

import type { Transport } from '../transport';

/** The admin-ajax answer to `videopress-get-upload-jwt`: the token a video upload needs. */
export const videoPressUploadJwtSchema = z.object({
	success: z.literal(true),
	data: z.looseObject({
		upload_token: z.string(),
		upload_blog_id: z.union([z.number(), z.string()]),
		upload_action_url: z.string(),
	}),
});
export type VideoPressUploadJwt = z.infer<typeof videoPressUploadJwtSchema>['data'];

export function videoPressUploadCalls(transport: Transport) {
	return {
		/**
		 * The token and URL a resumable video upload goes to. A refusal (`success: false`)
		 * raises a `ValidationError` naming the field `success`.
		 *
		 * @example
		 * const { upload_token, upload_action_url } = await client.videoPressUpload.jwt();
		 */
		jwt: async (key?: string, signal?: AbortSignal): Promise<VideoPressUploadJwt> => {
			const body = new URLSearchParams({ action: 'videopress-get-upload-jwt' });
			if (key !== undefined) {
				body.set('key', key);
			}
			const answer = await transport.request('admin-ajax.php', {
				call: 'videoPressUpload.jwt',
				method: 'post',
				body,
				schema: videoPressUploadJwtSchema,
				signal,
			});
			return answer.data;
		},
	};
}
