import * as z from 'zod/mini';

import type { Transport } from '../../transport';
import { successSchema, type Success } from './shared';

/** `POST identity-crisis/start-fresh`: the URL to connect the new site at. */
export const startFreshSchema = z.string();

export function identityCrisisCalls(transport: Transport) {
	return {
		/** Keeps this copy of the site disconnected (safe mode). */
		confirmSafeMode: (): Promise<Success> =>
			transport.request('identity-crisis/confirm-safe-mode', {
				call: 'identityCrisis.confirmSafeMode',
				method: 'post',
				schema: successSchema,
			}),
		/** Treats this copy as a new site; answers where to connect it. */
		startFresh: (redirectUri?: string): Promise<string> =>
			transport.request('identity-crisis/start-fresh', {
				call: 'identityCrisis.startFresh',
				method: 'post',
				json: { redirect_uri: redirectUri },
				schema: startFreshSchema,
			}),
		/** Moves the connection to this copy's address. */
		migrate: (): Promise<Success> =>
			transport.request('identity-crisis/migrate', {
				call: 'identityCrisis.migrate',
				method: 'post',
				schema: successSchema,
			}),
	};
}
