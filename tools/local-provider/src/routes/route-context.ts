import type { Database } from 'better-sqlite3';
import type { Hono } from 'hono';

import type { AccessPolicy } from '../http/access-policy';

/** What every route module gets besides the app. */
export interface RouteContext {
	readonly db: Database;
	/** The data folder: the SQLite file and `uploads/`. */
	readonly dataDir: string;
	/** Where uploaded files live (`<dataDir>/uploads`). */
	readonly uploadsDir: string;
	/** The data folder's REST nonce (`src/data/rest-nonce.ts`). */
	readonly nonce: string;
	/** The origins and hosts allowed to reach the provider. */
	readonly access: AccessPolicy;
	/** The REST namespaces of all mounted modules, for the index at `/wp-json/`. */
	readonly namespaces: readonly string[];
}

/** Mounts one area's routes on the app, with their full paths (`/wp-json/wp/v2/…`). */
export type MountRoutes = (app: Hono, context: RouteContext) => void;

export interface RouteModule {
	/** The REST namespace the module serves (`wp/v2`), listed at `/wp-json/`; none for routes outside the REST root. */
	readonly namespace?: string;
	readonly mount: MountRoutes;
}

/** The REST root every namespace lives under. */
export const REST_PREFIX = '/wp-json';
