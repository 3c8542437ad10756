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

/** A JWT (HS256, signed with the data folder's secret) for the AI query route. */
export function issueAiToken(db: Database, blogId: number, now = Date.now()): string {
	const issuedAt = Math.floor(now / 1000);
	const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
	const payload = base64url(
		JSON.stringify({
			blog_id: blogId,
			iat: issuedAt,
			exp: issuedAt + AI_TOKEN_LIFETIME_S,
			iss: 'blockyard-local',
		})
	);
	return `${header}.${payload}.${sign(secretOf(db), `${header}.${payload}`)}`;
}

/** The blog id of a token this data folder issued and that has not expired; undefined for any other. */
export function verifyAiToken(db: Database, token: string, now = Date.now()): number | undefined {
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
		};
		return typeof claims.blog_id === 'number' && typeof claims.exp === 'number' && claims.exp * 1000 > now
			? claims.blog_id
			: undefined;
	} catch {
		return undefined;
	}
}
