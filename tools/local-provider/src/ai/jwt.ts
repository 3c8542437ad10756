import type { Database } from 'better-sqlite3';

import { signHs256Token, verifyHs256Token } from '../data/hs256-token';

/** The `options` row with the data folder's own signing secret (made on first use). */
const SECRET_OPTION = 'blockyard_ai_jwt_secret';
/** How long an issued token is accepted. */
export const AI_TOKEN_LIFETIME_S = 60 * 60;

/**
 * A JWT (HS256, signed with the data folder's secret) for the AI query route and the video
 * upload; with a `key`, a token for that one resumable upload (`verifyUploadToken`).
 */
export function issueAiToken(db: Database, blogId: number, now = Date.now(), key?: string): string {
	const issuedAt = Math.floor(now / 1000);
	return signHs256Token(db, SECRET_OPTION, {
		blog_id: blogId,
		iat: issuedAt,
		exp: issuedAt + AI_TOKEN_LIFETIME_S,
		iss: 'blockyard-local',
		...(key === undefined ? {} : { key }),
	});
}

/**
 * The blog id of a token this data folder issued and that has not expired; undefined for any
 * other, and for a token issued for one upload's key (valid for that upload alone).
 */
export function verifyAiToken(db: Database, token: string, now = Date.now()): number | undefined {
	const claims = verifiedClaims(db, token, now);
	return claims?.key === undefined ? claims?.blogId : undefined;
}

/**
 * What a video upload token this data folder issued, and that has not expired, allows: its
 * blog, and the upload it is for when it was issued for one key; undefined for any other token.
 */
export function verifyUploadToken(
	db: Database,
	token: string,
	now = Date.now()
): { readonly blogId: number; readonly key: string | undefined } | undefined {
	return verifiedClaims(db, token, now);
}

function verifiedClaims(
	db: Database,
	token: string,
	now: number
): { readonly blogId: number; readonly key: string | undefined } | undefined {
	const claims = verifyHs256Token(db, SECRET_OPTION, token, now);
	return typeof claims?.blog_id === 'number'
		? { blogId: claims.blog_id, key: typeof claims.key === 'string' ? claims.key : undefined }
		: undefined;
}
