import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from './option-json';

/** The `options` row with the data folder's REST nonce. */
const NONCE_OPTION = 'blockyard_rest_nonce';

/**
 * The data folder's nonce, made with the folder (or on the first start of a
 * folder made before nonces existed) and kept with it: what WordPress prints
 * into its pages, and the playground reads from `GET /blockyard/nonce`.
 */
export function restNonce(db: Database): string {
	const stored = readOption(db, NONCE_OPTION, z.string().regex(/^[0-9a-f]{32}$/), () => undefined);
	if (stored !== undefined) {
		return stored;
	}
	const nonce = randomBytes(16).toString('hex');
	writeOption(db, NONCE_OPTION, nonce);
	return nonce;
}

/** Compares in constant time, so the answer's timing says nothing about the nonce. */
export function sameNonce(expected: string, given: string | undefined): boolean {
	if (given === undefined) {
		return false;
	}
	const a = Buffer.from(expected);
	const b = Buffer.from(given);
	return a.length === b.length && timingSafeEqual(a, b);
}
