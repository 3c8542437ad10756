import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { signHs256Token, verifyHs256Token } from '../data/hs256-token';

/** The `options` row with the data folder's secret for playback tokens (made on first use). */
const SECRET_OPTION = 'videopress_playback_secret';
/** How long a playback token opens a private video: two hours, as a page stays open. */
export const PLAYBACK_TOKEN_LIFETIME_S = 2 * 60 * 60;

const claimsSchema = z.object({ guid: z.string(), typ: z.literal('playback'), exp: z.number() });

/**
 * A playback token (a JWT, HS256, signed with the data folder's own secret) that opens one
 * private video's player page and files for {@link PLAYBACK_TOKEN_LIFETIME_S}: what the site
 * asks for, as the site, for a signed-in visitor (`videopress/playback-jwt/{guid}`).
 */
export function issuePlaybackToken(db: Database, guid: string, now = Date.now()): string {
	const issuedAt = Math.floor(now / 1000);
	return signHs256Token(db, SECRET_OPTION, {
		guid,
		typ: 'playback',
		iat: issuedAt,
		exp: issuedAt + PLAYBACK_TOKEN_LIFETIME_S,
		iss: 'blockyard-local',
	});
}

/** Whether `token` is a playback token this data folder issued for `guid` that has not expired. */
export function isPlaybackToken(db: Database, guid: string, token: unknown, now = Date.now()): boolean {
	if (typeof token !== 'string' || token.length > 2000) {
		return false;
	}
	const claims = claimsSchema.safeParse(verifyHs256Token(db, SECRET_OPTION, token, now));
	return claims.success && claims.data.guid === guid;
}
