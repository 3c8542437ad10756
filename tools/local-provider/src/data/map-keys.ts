import { randomBytes } from 'node:crypto';

import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from './option-json';

const MAPBOX = 'hosted_mapbox_key';
const MAPKIT = 'hosted_mapkit_token';

/** The platform's own key, used until the site saves one (source `wpcom`). */
export const PLATFORM_MAPBOX_KEY = 'pk.blockyard-local-platform-key';

const mapboxSchema = z.object({ key: z.string(), source: z.enum(['site', 'wpcom']) });
export type MapboxKeyState = z.infer<typeof mapboxSchema>;

export function getMapboxKey(db: Database): MapboxKeyState {
	return readOption(db, MAPBOX, mapboxSchema, (): MapboxKeyState => ({
		key: PLATFORM_MAPBOX_KEY,
		source: 'wpcom',
	}));
}

export function setMapboxKey(db: Database, key: string | undefined): MapboxKeyState {
	const next: MapboxKeyState =
		key === undefined ? { key: PLATFORM_MAPBOX_KEY, source: 'wpcom' } : { key, source: 'site' };
	writeOption(db, MAPBOX, next);
	return next;
}

/** A JWT-shaped token made once per data folder and kept. */
export function getMapkitToken(db: Database): string {
	const stored = readOption(db, MAPKIT, z.string(), () => '');
	if (stored !== '') {
		return stored;
	}
	const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
	const token = `${part({ alg: 'ES256', kid: 'LOCAL', typ: 'JWT' })}.${part({ iss: 'blockyard-local' })}.${randomBytes(32).toString('base64url')}`;
	writeOption(db, MAPKIT, token);
	return token;
}
