import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** `verify-site/google`: whether the site is verified with Google, and the token when it is. */
export const googleVerificationSchema = z.looseObject({
	verified: z.boolean(),
	token: z.optional(z.nullable(z.string())),
	is_owner: z.optional(z.boolean()),
});
export type GoogleVerification = z.infer<typeof googleVerificationSchema>;

export function verifySiteCalls(transport: Transport) {
	return {
		/** The verification status; `keyringId` asks about one connected Google account. */
		google: (keyringId?: number): Promise<GoogleVerification> =>
			transport.request(
				keyringId === undefined ? 'verify-site/google' : `verify-site/google/${keyringId}`,
				{
					call: 'verifySite.google',
					schema: googleVerificationSchema,
				}
			),
		verifyGoogle: (keyringId: number): Promise<GoogleVerification> =>
			transport.request('verify-site/google', {
				call: 'verifySite.verifyGoogle',
				method: 'post',
				json: { keyring_id: keyringId },
				schema: googleVerificationSchema,
			}),
	};
}
