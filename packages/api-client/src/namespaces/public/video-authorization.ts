import * as z from 'zod/mini';

import type { Api } from '../../api';
import { ValidationError } from '../../errors/validation-error';
import { videoPressUpload } from '../videopress-upload';

/** A token as the upload-token action issues it: letters, digits and `-_.` only (nothing to escape). */
const tokenSchema = z.string().check(z.regex(/^[\w.-]+$/));

/**
 * The `Authorization` header the platform's public API takes from a site for a video's
 * writes: the site's upload token and blog id, as `videopress-get-upload-jwt` gives them.
 *
 * @example
 * videoPressAuthorization('abc.def.ghi', 7); // 'X_UPLOAD_TOKEN token="abc.def.ghi" blog_id="7"'
 */
export function videoPressAuthorization(token: string, blogId: number | string): string {
	const checked = tokenSchema.safeParse(token);
	const blog = String(blogId);
	if (!checked.success || !/^\d+$/.test(blog)) {
		throw new ValidationError({
			url: '',
			call: 'videoPressAuthorization',
			field: checked.success ? 'upload_blog_id' : 'upload_token',
			problem: 'unexpected value',
		});
	}
	return `X_UPLOAD_TOKEN token="${checked.data}" blog_id="${blog}"`;
}

/**
 * The headers that authenticate one write of the public API: a fresh upload token from the
 * site (admin-ajax, with the site's cookies and nonce), so the write itself sends no cookies.
 */
export async function videoWriteHeaders(
	api: Api,
	signal?: AbortSignal
): Promise<Readonly<Record<string, string>>> {
	const jwt = await videoPressUpload.jwt(api, undefined, signal);
	return { Authorization: videoPressAuthorization(jwt.upload_token, jwt.upload_blog_id) };
}
