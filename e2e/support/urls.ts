function required(name: string): string {
	const value = process.env[name];
	if (!value) {
		throw new Error(
			`${name} is not set: run the suite through e2e/playwright.config.ts (its global setup sets it).`
		);
	}
	return value;
}

/** The built playground's URL, ending with a slash. */
export const playgroundUrl = (): string => required('BLOCKYARD_PLAYGROUND_URL');
/** The local provider's URL, ending with a slash. */
export const providerUrl = (): string => required('BLOCKYARD_PROVIDER_URL');
/** The header a test sends with a request that changes the provider's site, as the playground does. */
export const providerNonceHeader = (): Record<string, string> => ({
	'X-WP-Nonce': required('BLOCKYARD_PROVIDER_NONCE'),
});
