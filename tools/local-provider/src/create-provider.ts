import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { Hono } from 'hono';

import { migrate } from './db/migrate';
import { migrations } from './db/migrations';
import { openDatabase } from './db/open-database';
import { seedDemoSite } from './db/seed-demo-site';
import { bodySizeLimit } from './http/body-size-limit';
import { loopbackCors } from './http/cors';
import { createErrorHandler, notFoundHandler } from './http/error-handlers';
import { faultInjection } from './http/faults';
import { loopbackOriginGuard } from './http/origin-guard';
import { requestLog } from './http/request-log';
import { mountRoutes, routeModules, type RouteModule } from './routes';
import { testingRouteModules } from './routes/blockyard-testing';

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
}

export interface Provider {
	readonly app: Hono;
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

	const db = openDatabase(dataDir);
	try {
		migrate(db, migrations, seedDemoSite);
		mkdirSync(uploadsDir, { recursive: true });
	} catch (error) {
		db.close();
		throw error;
	}

	const app = new Hono({ strict: false });
	app.use(requestLog(log));
	app.use(loopbackCors());
	app.use(loopbackOriginGuard());
	app.use(bodySizeLimit(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES));
	if (options.faults) {
		app.use(faultInjection());
	}
	app.onError(createErrorHandler(reportError));
	app.notFound(notFoundHandler);
	const modules = [...(options.routes ?? routeModules), ...(options.faults ? testingRouteModules : [])];
	mountRoutes(app, modules, { db, dataDir, uploadsDir });

	return {
		app,
		close: () => {
			if (db.open) {
				db.close();
			}
		},
	};
}
