import * as z from 'zod/mini';

import type { Api } from '../../api';
import { successSchema, type Success } from './shared';

/** `POST identity-crisis/start-fresh`: the URL to connect the new site at. */
export const startFreshSchema = z.string();

export const pluginIdentityCrisis = {
	/** Keeps this copy of the site disconnected (safe mode). */
	confirmSafeMode: (api: Api): Promise<Success> =>
		api.plugin.request('identity-crisis/confirm-safe-mode', {
			call: 'pluginIdentityCrisis.confirmSafeMode',
			method: 'post',
			schema: successSchema,
		}),
	/** Treats this copy as a new site; answers where to connect it. */
	startFresh: (api: Api, redirectUri?: string): Promise<string> =>
		api.plugin.request('identity-crisis/start-fresh', {
			call: 'pluginIdentityCrisis.startFresh',
			method: 'post',
			json: { redirect_uri: redirectUri },
			schema: startFreshSchema,
		}),
	/** Moves the connection to this copy's address. */
	migrate: (api: Api): Promise<Success> =>
		api.plugin.request('identity-crisis/migrate', {
			call: 'pluginIdentityCrisis.migrate',
			method: 'post',
			schema: successSchema,
		}),
};
