import type { Database } from 'better-sqlite3';
import type { MiddlewareHandler } from 'hono';

import { SAFE_METHODS } from './origin-guard';

/** How long a changing request waits for another program's write lock, without blocking other requests. */
export const WRITE_LOCK_WAIT_MS = 1000;
const POLL_MS = [25, 50, 100, 200, 300, 400];

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes and drops SQLite's write lock at once (no busy wait): true when nobody else holds it. */
function writeLockFree(db: Database): boolean {
	const timeout = db.pragma('busy_timeout', { simple: true });
	db.pragma('busy_timeout = 0');
	try {
		db.exec('BEGIN IMMEDIATE; ROLLBACK');
		return true;
	} catch {
		if (db.inTransaction) {
			db.exec('ROLLBACK');
		}
		return false;
	} finally {
		db.pragma(`busy_timeout = ${Number(timeout)}`);
	}
}

/**
 * Before a changing request runs, waits (asynchronously, so other requests go
 * on) until no other program holds the database's write lock, for at most
 * {@link WRITE_LOCK_WAIT_MS}. SQLite's own busy wait blocks the whole server,
 * so it is kept short (`open-database.ts`); this is the retry. Past the wait
 * the request runs anyway: if it writes, the short busy timeout answers 503
 * with `Retry-After`.
 */
export function waitForWriteLock(db: Database): MiddlewareHandler {
	return async (c, next) => {
		if (!SAFE_METHODS.has(c.req.method) && db.open) {
			const deadline = performance.now() + WRITE_LOCK_WAIT_MS;
			for (let attempt = 0; !writeLockFree(db) && performance.now() < deadline; attempt++) {
				await sleep(Math.min(POLL_MS[attempt] ?? 400, Math.max(0, deadline - performance.now())));
			}
		}
		await next();
	};
}
