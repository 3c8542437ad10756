import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from '../option-json';

const OPTION = 'blockyard_plugin_connection';

/** The local site's connection to the (pretend) hosted platform. */
const connectionStateSchema = z.object({
	registered: z.boolean(),
	userConnected: z.boolean(),
	ownerConnected: z.boolean(),
	blogId: z.number().nullable(),
	safeMode: z.boolean(),
	/** Plugins that registered the connection, by slug. */
	plugins: z.record(z.string(), z.object({ name: z.string() })),
	seenWcModal: z.boolean(),
});
export type ConnectionState = z.infer<typeof connectionStateSchema>;

/** The local site's blog id once registered. */
export const LOCAL_BLOG_ID = 200_001;
/** The local user as the hosted platform knows them. */
export const LOCAL_WPCOM_USER = { ID: 90_001, login: 'blockyard-admin', email: 'admin@localhost' };

const DISCONNECTED: ConnectionState = {
	registered: false,
	userConnected: false,
	ownerConnected: false,
	blogId: null,
	safeMode: false,
	plugins: {},
	seenWcModal: false,
};

export function getConnection(db: Database): ConnectionState {
	return readOption(db, OPTION, connectionStateSchema, () => DISCONNECTED);
}

export function updateConnection(db: Database, changes: Partial<ConnectionState>): ConnectionState {
	const next = { ...getConnection(db), ...changes };
	writeOption(db, OPTION, next);
	return next;
}

/** Back to a never-registered site (the connected plugins are forgotten too). */
export function resetConnection(db: Database): ConnectionState {
	writeOption(db, OPTION, DISCONNECTED);
	return DISCONNECTED;
}
