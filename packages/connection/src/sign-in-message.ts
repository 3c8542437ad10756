import * as z from 'zod/mini';

/** The signed-in account as the provider's sign-in window describes it (other fields are kept, untyped). */
export const signInUserSchema = z.looseObject({
	ID: z.optional(z.number()),
	login: z.optional(z.string()),
	display_name: z.optional(z.string()),
	email: z.optional(z.string()),
	avatar_URL: z.optional(z.string()),
});
export type SignInUser = z.infer<typeof signInUserSchema>;

/**
 * What the sign-in window posts to its opener: `keyring_id` (a positive whole number, or its
 * digits), and with it the account's `id_token` (the identity provider's token) and `user`.
 */
const signInMessageSchema = z.looseObject({
	keyring_id: z.union([z.number(), z.string()]),
	id_token: z.optional(z.string()),
	user: z.optional(signInUserSchema),
});

export interface SignInResult {
	/** The keyring connection the provider made for the signed-in account. */
	readonly keyringId: number;
	/** The identity provider's token for the account, when the window sent one. */
	readonly idToken?: string;
	/** The signed-in account, when the window described it. */
	readonly user?: SignInUser;
}

/**
 * The sign-in result a message's data carries, or `undefined` for data of another shape: no
 * valid keyring id, or an `id_token` or `user` of the wrong type (the message is ignored whole).
 */
export function readSignInMessage(data: unknown): SignInResult | undefined {
	const parsed = signInMessageSchema.safeParse(data);
	if (!parsed.success) {
		return undefined;
	}
	const { keyring_id, id_token, user } = parsed.data;
	// A positive whole number, or its digits; an empty token counts as none sent.
	const keyringId =
		typeof keyring_id === 'string' && !/^[1-9]\d{0,15}$/.test(keyring_id) ? NaN : Number(keyring_id);
	if (!Number.isSafeInteger(keyringId) || keyringId <= 0 || id_token === '') {
		return undefined;
	}
	return {
		keyringId,
		...(id_token === undefined ? {} : { idToken: id_token }),
		...(user === undefined ? {} : { user }),
	};
}
