import * as z from 'zod/mini';

import type { Api } from '../../api';

/** `verify-site/google`: whether the site is verified with Google, and the token when it is. */
export const googleVerificationSchema = z.looseObject({
	verified: z.boolean(),
	token: z.optional(z.nullable(z.string())),
	is_owner: z.optional(z.boolean()),
});
export type GoogleVerification = z.infer<typeof googleVerificationSchema>;

export const pluginVerifySite = {
	/** The verification status; `keyringId` asks about one connected Google account. */
	google: (api: Api, keyringId?: number): Promise<GoogleVerification> =>
		api.plugin.request(
			keyringId === undefined ? 'verify-site/google' : `verify-site/google/${keyringId}`,
			{
				call: 'pluginVerifySite.google',
				schema: googleVerificationSchema,
			}
		),
	verifyGoogle: (api: Api, keyringId: number): Promise<GoogleVerification> =>
		api.plugin.request('verify-site/google', {
			call: 'pluginVerifySite.verifyGoogle',
			method: 'post',
			json: { keyring_id: keyringId },
			schema: googleVerificationSchema,
		}),
};
