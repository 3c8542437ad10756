import type { Database } from 'better-sqlite3';

import { verifyAiToken } from '../ai/jwt';
import { siteBlogId } from '../ai/site-id';
import { RestError } from './rest-error';

/** `X_UPLOAD_TOKEN token="…" blog_id="…"`: how a site authenticates the public API's video writes. */
const AUTHORIZATION = /^X_UPLOAD_TOKEN\s+token="([^"]+)"\s*,?\s*blog_id="(\d+)"$/;

/**
 * Checks a public-API video write (poster, tracks) the way the platform does: the
 * `Authorization` header carries a token the site's `videopress-get-upload-jwt` action
 * issued, for this site's blog. None answers 401 `authorization_required`; a malformed,
 * foreign or expired one 403 `unauthorized`.
 */
export function requireUploadToken(db: Database, authorization: string | undefined): void {
	if (authorization === undefined || authorization.trim() === '') {
		throw new RestError(
			'authorization_required',
			'An active access token must be used to change this video.',
			401
		);
	}
	const match = AUTHORIZATION.exec(authorization.trim());
	const blogId = match ? Number(match[2]) : undefined;
	const tokenBlog = match ? verifyAiToken(db, match[1] ?? '') : undefined;
	if (blogId === undefined || tokenBlog !== blogId || blogId !== siteBlogId(db)) {
		throw new RestError('unauthorized', 'The access token is not valid for this video.', 403);
	}
}
