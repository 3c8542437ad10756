/** Where the local provider hands its nonce to the pages it serves (the page's origin proxies `/blockyard`). */
export const PROVIDER_NONCE_PATH = '/blockyard/nonce';

/** The answer's `nonce`, when it is a non-empty string. */
function nonceOf(body: unknown): string | undefined {
	const nonce = typeof body === 'object' && body !== null ? (body as { nonce?: unknown }).nonce : undefined;
	return typeof nonce === 'string' && nonce !== '' ? nonce : undefined;
}

/** The user the page is opened as: `?user=<login>` (`ada`, `grace`), else the site's first user. */
export function userFromSearch(search: string): string | undefined {
	const login = new URLSearchParams(search).get('user')?.trim();
	return login === undefined || login === '' ? undefined : login;
}

/**
 * The local provider's nonce for `user` (a login; its first user, the administrator, by
 * default), which it wants as `X-WP-Nonce` on every change, as WordPress prints the signed-in
 * user's nonce into its pages. `undefined` when it cannot be read (an unknown user too): the
 * editor still opens, and a save says why it was refused.
 */
export async function loadProviderNonce(
	origin: string = window.location.origin,
	fetchImpl: typeof fetch = fetch,
	user: string | undefined = userFromSearch(window.location.search)
): Promise<string | undefined> {
	const query = user === undefined ? '' : `?user=${encodeURIComponent(user)}`;
	try {
		const response = await fetchImpl(`${origin}${PROVIDER_NONCE_PATH}${query}`, {
			credentials: 'same-origin',
			cache: 'no-store',
		});
		if (!response.ok) {
			return undefined;
		}
		return nonceOf(await response.json());
	} catch {
		return undefined;
	}
}
