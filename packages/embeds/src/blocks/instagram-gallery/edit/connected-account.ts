import type { InstagramConnections } from '@blockyard/api-client';

/**
 * The token of the account the connect popup signed in to, from the accounts before and after:
 * the one whose token was not there before; else, when signing in again to an account already
 * listed gave no new token, the one with the popup's keyring id. Undefined when neither is found.
 */
export function connectedAccountToken(
	before: InstagramConnections,
	after: InstagramConnections,
	keyringId: number
): string | undefined {
	const known = new Set(before.map((account) => account.token));
	const added = after.find((account) => !known.has(account.token));
	return (added ?? after.find((account) => account.keyring_id === keyringId))?.token;
}
