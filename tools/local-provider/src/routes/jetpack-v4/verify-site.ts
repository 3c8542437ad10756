import type { Hono } from 'hono';
import * as z from 'zod';

import { readOption, writeOption } from '../../data/option-json';
import { readJsonBody } from '../../http/read-json-body';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const VERIFICATION = 'blockyard_plugin_google_verification';

const verificationSchema = z.object({
	verified: z.boolean(),
	token: z.string().nullable(),
	keyring_id: z.number().nullable(),
});
const UNVERIFIED = () => ({ verified: false, token: null, keyring_id: null });

/** `jetpack/v4/verify-site/google`: verifying the site with Google through a connected account. */
export function mountJetpackV4VerifySite(app: Hono, { db }: RouteContext): void {
	const verification = () => {
		const { verified, token } = readOption(db, VERIFICATION, verificationSchema, UNVERIFIED);
		return { verified, token, is_owner: verified };
	};
	app.get(`${PLUGIN_PREFIX}/verify-site/google`, (c) => c.json(verification()));
	app.get(`${PLUGIN_PREFIX}/verify-site/google/:keyring_id{[0-9]+}`, (c) => c.json(verification()));
	app.post(`${PLUGIN_PREFIX}/verify-site/google`, async (c) => {
		const { keyring_id } = await readJsonBody(c, z.object({ keyring_id: z.int().positive() }));
		writeOption(db, VERIFICATION, {
			verified: true,
			token: `google-site-verification-${keyring_id}`,
			keyring_id,
		});
		return c.json(verification());
	});
}
