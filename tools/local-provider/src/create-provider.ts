import { join, resolve } from 'node:path';

import { Hono } from 'hono';

import { migrate } from './db/migrate';
import { migrations } from './db/migrations';
import { openDatabase } from './db/open-database';
import { checkFolderWritable } from './db/storage-check';
import { seedDemoSite } from './db/seed-demo-site';
import { restNonce } from './data/rest-nonce';
import { nonceUsers, type NonceUsers } from './data/user-nonces';
import { listUsers } from './data/users';
import { createAccessPolicy } from './http/access-policy';
import { bodySizeLimit } from './http/body-size-limit';
import { siteCors } from './http/cors';
import { createErrorHandler, notFoundHandler } from './http/error-handlers';
import { faultInjection } from './http/faults';
import { hostGuard } from './http/host-guard';
import { nonceGuard } from './http/nonce-guard';
import { originGuard } from './http/origin-guard';
import { requestLog } from './http/request-log';
import { waitForWriteLock } from './http/write-lock';
import { mountRoutes, routeModules, type RouteModule } from './routes';
import { testingRouteModules } from './routes/blockyard-testing-v1';
import { serviceProtocolOnly } from './routes/resumable-upload';
import type { UploadProtocol } from './resumable/upload-protocol';

/** 64 MiB: the largest request body (and so upload) accepted; larger ones answer 413. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;

export interface ProviderOptions {
	/** Holds `provider.sqlite` and `uploads/`; created when missing. */
	readonly dataDir: string;
	/** Gets one line per request: `METHOD path status duration-ms`. Default `console.log`. */
	readonly log?: (line: string) => void;
	/** Gets errors that became a 500 answer. Default `console.error`. */
	readonly reportError?: (error: unknown) => void;
	/** Default {@link DEFAULT_MAX_BODY_BYTES}. */
	readonly maxBodyBytes?: number;
	/** The route modules to mount. Default: all of `src/routes/index.ts`. */
	readonly routes?: readonly RouteModule[];
	/**
	 * Honours the `X-Blockyard-Fault` test header and mounts the testing routes
	 * (`blockyard-testing/v1`; see `src/http/faults.ts`). Default off.
	 */
	readonly faults?: boolean;
	/**
	 * The playground's origins: pages that reach the provider through their own
	 * origin's proxy (Vite forwards their Host). CORS, changing requests and
	 * Host names are allowed for them; they send the nonce like any caller.
	 * Default `http://127.0.0.1:5173` and `http://localhost:5173`.
	 */
	readonly origins?: readonly string[];
	/**
	 * Origins of WordPress sites whose provider root is this provider (the
	 * WordPress e2e): CORS is allowed for them, and their `Origin` stands for the
	 * nonce, which the client sends only to a site's own origin. Default none.
	 */
	readonly siteOrigins?: readonly string[];
	/**
	 * How the resumable upload takes tus's methods: `tus` (default) as themselves or
	 * overridden; `service` as the video service does, only overridden (HEAD and OPTIONS as GET,
	 * DELETE, PUT and PATCH as POST with `X-HTTP-Method-Override`), a raw one answering 405.
	 */
	readonly uploadProtocol?: UploadProtocol;
}

export interface Provider {
	readonly app: Hono;
	/** The data folder's REST nonce: changing requests send it as `X-WP-Nonce`. */
	readonly nonce: string;
	/**
	 * Tells the provider where its socket listens, so that a Host header naming
	 * another port or name is refused; {@link startProvider} calls it. Without
	 * it (`app.request()` in tests) any port of a loopback name is answered.
	 */
	listeningOn(host: string, port: number): void;
	/** Closes the database. Requests after this answer 500. */
	close(): void;
}

/**
 * Opens the data folder's database (migrating it, and seeding the demo site
 * when it is new) and builds the app. No socket: `app.request()` or
 * {@link startProvider} to serve it.
 */
export function createProvider(options: ProviderOptions): Provider {
	const dataDir = resolve(options.dataDir);
	const uploadsDir = join(dataDir, 'uploads');
	const log = options.log ?? ((line: string) => console.log(line));
	const reportError = options.reportError ?? ((error: unknown) => console.error(error));

	const access = createAccessPolicy(options);
	// Refuse at start, with a clear message, a folder or database it could not save to.
	checkFolderWritable(dataDir, 'data folder');
	const db = openDatabase(dataDir);
	let nonce: string;
	let users: NonceUsers;
	try {
		migrate(db, migrations, seedDemoSite);
		checkFolderWritable(uploadsDir, 'uploads folder');
		nonce = restNonce(db);
		users = nonceUsers(nonce, listUsers(db));
	} catch (error) {
		db.close();
		throw error;
	}

	const app = new Hono({ strict: false });
	app.use(requestLog(log));
	app.use(hostGuard(access));
	if (options.uploadProtocol === 'service') {
		// Before the CORS middleware, which answers every OPTIONS itself.
		app.use(serviceProtocolOnly(access));
	}
	app.use(siteCors(access));
	app.use(originGuard(access));
	app.use(nonceGuard(users, access));
	app.use(waitForWriteLock(db));
	app.use(bodySizeLimit(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES));
	if (options.faults) {
		app.use(faultInjection());
	}
	app.onError(createErrorHandler(reportError));
	app.notFound(notFoundHandler);
	const modules = [...(options.routes ?? routeModules), ...(options.faults ? testingRouteModules : [])];
	mountRoutes(app, modules, { db, dataDir, uploadsDir, nonce, access });

	return {
		app,
		nonce,
		listeningOn: (host, port) => access.listeningOn(host, port),
		close: () => {
			if (db.open) {
				db.close();
			}
		},
	};
}
