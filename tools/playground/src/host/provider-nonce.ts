/** Where the local provider hands its nonce to the pages it serves (the page's origin proxies `/blockyard`). */
export const PROVIDER_NONCE_PATH = '/blockyard/nonce';

/** The answer's `nonce`, when it is a non-empty string. */
function nonceOf(body: unknown): string | undefined {
	const nonce = typeof body === 'object' && body !== null ? (body as { nonce?: unknown }).nonce : undefined;
	return typeof nonce === 'string' && nonce !== '' ? nonce : undefined;
}

/**
 * The local provider's nonce, which it wants as `X-WP-Nonce` on every change,
 * as WordPress prints its nonce into its pages. `undefined` when it cannot be
 * read: the editor still opens, and a save says why it was refused.
 */
export async function loadProviderNonce(
	origin: string = window.location.origin,
	fetchImpl: typeof fetch = fetch
): Promise<string | undefined> {
	try {
		const response = await fetchImpl(`${origin}${PROVIDER_NONCE_PATH}`, {
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
