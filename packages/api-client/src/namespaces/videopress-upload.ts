import * as z from 'zod/mini';

import type { Api } from '../api';
import { ValidationError } from '../errors/validation-error';

/** How the resumable (tus) upload to `upload_action_url` is sent. */
export const VIDEOPRESS_UPLOAD = {
	/** Every request carries the `upload_token` (or, after creation, the key token) in this header. */
	tokenHeader: 'x-videopress-upload-token',
	/**
	 * The service takes HEAD and OPTIONS only as GET, DELETE, PUT and PATCH only as POST, naming
	 * the real method here.
	 */
	methodOverrideHeader: 'X-HTTP-Method-Override',
	/** Bytes a chunk. */
	chunkSize: 10_000_000,
	/** Waits before each retry of a failed request, in milliseconds. */
	retryDelays: [0, 1000, 3000, 5000, 10_000],
} as const;

/** The answer headers of the upload, as the platform names them. */
export const VIDEOPRESS_UPLOAD_HEADERS = {
	/** On creation: the upload's key and a token for requests about that key. */
	key: 'x-videopress-upload-key',
	keyToken: 'x-videopress-upload-key-token',
	/** On the last chunk (and a later HEAD of the finished upload): the video it became. */
	guid: 'x-videopress-upload-guid',
	mediaId: 'x-videopress-upload-media-id',
	srcUrl: 'x-videopress-upload-src-url',
} as const;

/** The video a finished upload became, read from the answer's headers. */
export const videoPressUploadResultSchema = z.object({
	guid: z.string().check(z.regex(/^[A-Za-z0-9]{8}$/)),
	media_id: z.int().check(z.positive()),
	src: z.url({ protocol: /^https?$/ }),
});
export type VideoPressUploadResult = z.infer<typeof videoPressUploadResultSchema>;

/**
 * The finished upload's video from an answer's headers (`header(name)` as `Headers.get` or
 * tus-js-client's `getHeader`): `undefined` while the upload goes on (no guid header); a
 * `ValidationError` when the headers are there but malformed.
 *
 * @example
 * onAfterResponse: (_req, res) => { const video = videoPressUploadResult((name) => res.getHeader(name)); }
 */
export function videoPressUploadResult(
	header: (name: string) => string | null | undefined,
	url = ''
): VideoPressUploadResult | undefined {
	const guid = header(VIDEOPRESS_UPLOAD_HEADERS.guid);
	if (guid === null || guid === undefined || guid === '') {
		return undefined;
	}
	const mediaId = header(VIDEOPRESS_UPLOAD_HEADERS.mediaId) ?? '';
	const result = videoPressUploadResultSchema.safeParse({
		guid,
		media_id: /^\d+$/.test(mediaId) ? Number(mediaId) : mediaId,
		src: header(VIDEOPRESS_UPLOAD_HEADERS.srcUrl),
	});
	if (!result.success) {
		const [issue] = result.error.issues;
		throw new ValidationError({
			url,
			call: 'videoPressUploadResult',
			field: issue?.path.map(String).join('.') ?? '',
			problem: issue?.message ?? 'unexpected value',
			cause: result.error,
		});
	}
	return result.data;
}

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
	 * The token and URL a resumable video upload goes to. With `key` (the key the upload's
	 * creation answered, `x-videopress-upload-key`), a token for that upload alone: what a
	 * client resuming the upload after a reload sends. A refusal (`success: false`) raises a
	 * `ValidationError` naming the field `success`.
	 *
	 * @example
	 * const { upload_token, upload_action_url } = await videoPressUpload.jwt(api);
	 * const { upload_token: forTheUpload } = await videoPressUpload.jwt(api, key);
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
