import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Database } from 'better-sqlite3';

import * as z from 'zod';

import { readOption, writeOption } from '../data/option-json';

/** The `options` row with the data folder's own signing secret (made on first use). */
const SECRET_OPTION = 'blockyard_ai_jwt_secret';
/** How long an issued token is accepted. */
export const AI_TOKEN_LIFETIME_S = 60 * 60;

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

function secretOf(db: Database): string {
	const stored = readOption(db, SECRET_OPTION, z.string().min(32), () => undefined);
	if (stored !== undefined) {
		return stored;
	}
	const secret = randomBytes(32).toString('hex');
	writeOption(db, SECRET_OPTION, secret);
	return secret;
}

const sign = (secret: string, content: string): string =>
	createHmac('sha256', secret).update(content).digest('base64url');

/**
 * A JWT (HS256, signed with the data folder's secret) for the AI query route and the video
 * upload; with a `key`, a token for that one resumable upload (`verifyUploadToken`).
 */
export function issueAiToken(db: Database, blogId: number, now = Date.now(), key?: string): string {
	const issuedAt = Math.floor(now / 1000);
	const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
	const payload = base64url(
		JSON.stringify({
			blog_id: blogId,
			iat: issuedAt,
			exp: issuedAt + AI_TOKEN_LIFETIME_S,
			iss: 'blockyard-local',
			...(key === undefined ? {} : { key }),
		})
	);
	return `${header}.${payload}.${sign(secretOf(db), `${header}.${payload}`)}`;
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
	const [header, payload, signature, ...extra] = token.split('.');
	if (!header || !payload || !signature || extra.length > 0) {
		return undefined;
	}
	const expected = Buffer.from(sign(secretOf(db), `${header}.${payload}`));
	const given = Buffer.from(signature);
	if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
		return undefined;
	}
	try {
		const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
			blog_id?: unknown;
			exp?: unknown;
			key?: unknown;
		};
		return typeof claims.blog_id === 'number' && typeof claims.exp === 'number' && claims.exp * 1000 > now
			? { blogId: claims.blog_id, key: typeof claims.key === 'string' ? claims.key : undefined }
			: undefined;
	} catch {
		return undefined;
	}
}
