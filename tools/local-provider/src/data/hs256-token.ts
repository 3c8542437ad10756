import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from './option-json';

/*
 * The signed tokens the provider issues (the AI and upload tokens, the video playback
 * tokens): JWTs signed with HS256 by a secret of the data folder's own, kept in the
 * `options` row the caller names and made on first use. What a token claims is the
 * caller's; this checks the signature and the expiry (`exp`, in seconds) alone.
 */

const base64url = (value: string): string => Buffer.from(value).toString('base64url');

const signatureOf = (secret: string, content: string): string =>
	createHmac('sha256', secret).update(content).digest('base64url');

/** The secret kept in the `options` row `option`, made (32 random bytes, in hex) on first use. */
function secretOf(db: Database, option: string): string {
	const stored = readOption(db, option, z.string().min(32), () => undefined);
	if (stored !== undefined) {
		return stored;
	}
	const secret = randomBytes(32).toString('hex');
	writeOption(db, option, secret);
	return secret;
}

/** A JWT (header, `claims` as its payload, HS256 signature) signed with the secret in `option`. */
export function signHs256Token(
	db: Database,
	option: string,
	claims: Readonly<Record<string, unknown>>
): string {
	const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
	const payload = base64url(JSON.stringify(claims));
	return `${header}.${payload}.${signatureOf(secretOf(db, option), `${header}.${payload}`)}`;
}

/**
 * The claims of `token` when the secret in `option` signed it and its numeric `exp` is after
 * `now` (in milliseconds); undefined for any other token: malformed, signed otherwise, altered,
 * expired or without an expiry. A malformed token is refused before the secret is read.
 */
export function verifyHs256Token(
	db: Database,
	option: string,
	token: string,
	now: number
): Readonly<Record<string, unknown>> | undefined {
	const [header, payload, signature, ...extra] = token.split('.');
	if (!header || !payload || !signature || extra.length > 0) {
		return undefined;
	}
	const expected = Buffer.from(signatureOf(secretOf(db, option), `${header}.${payload}`));
	const given = Buffer.from(signature);
	if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
		return undefined;
	}
	let claims: unknown;
	try {
		claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
	} catch {
		return undefined;
	}
	if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
		return undefined;
	}
	const { exp } = claims as { exp?: unknown };
	return typeof exp === 'number' && exp * 1000 > now ? (claims as Record<string, unknown>) : undefined;
}
