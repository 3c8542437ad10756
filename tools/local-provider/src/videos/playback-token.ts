import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from '../data/option-json';

/** The `options` row with the data folder's secret for playback tokens (made on first use). */
const SECRET_OPTION = 'videopress_playback_secret';
/** How long a playback token opens a private video: two hours, as a page stays open. */
export const PLAYBACK_TOKEN_LIFETIME_S = 2 * 60 * 60;

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

const claimsSchema = z.object({ guid: z.string(), typ: z.literal('playback'), exp: z.number() });

/**
 * A playback token (a JWT, HS256, signed with the data folder's own secret) that opens one
 * private video's player page and files for {@link PLAYBACK_TOKEN_LIFETIME_S}: what the site
 * asks for, as the site, for a signed-in visitor (`videopress/playback-jwt/{guid}`).
 */
export function issuePlaybackToken(db: Database, guid: string, now = Date.now()): string {
	const issuedAt = Math.floor(now / 1000);
	const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
	const payload = base64url(
		JSON.stringify({
			guid,
			typ: 'playback',
			iat: issuedAt,
			exp: issuedAt + PLAYBACK_TOKEN_LIFETIME_S,
			iss: 'blockyard-local',
		})
	);
	return `${header}.${payload}.${sign(secretOf(db), `${header}.${payload}`)}`;
}

/** Whether `token` is a playback token this data folder issued for `guid` that has not expired. */
export function isPlaybackToken(db: Database, guid: string, token: unknown, now = Date.now()): boolean {
	if (typeof token !== 'string' || token.length > 2000) {
		return false;
	}
	const [header, payload, signature, ...extra] = token.split('.');
	if (!header || !payload || !signature || extra.length > 0) {
		return false;
	}
	const expected = Buffer.from(sign(secretOf(db), `${header}.${payload}`));
	const given = Buffer.from(signature);
	if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
		return false;
	}
	try {
		const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
		return claims.success && claims.data.guid === guid && claims.data.exp * 1000 > now;
	} catch {
		return false;
	}
}
