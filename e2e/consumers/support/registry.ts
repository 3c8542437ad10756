// The local registry the consumers install from: npm test's own (its URL and npmrc in the
// environment), or one the global setup starts when the suite runs alone.

/** The environment variables that name a running local registry. */
export const REGISTRY_URL_VARIABLE = 'BLOCKYARD_REGISTRY_URL';
export const REGISTRY_NPMRC_VARIABLE = 'BLOCKYARD_REGISTRY_NPMRC';

export interface RegistryInfo {
	readonly url: string;
	readonly env: Readonly<Record<string, string>>;
}

export function registryFromEnv(): RegistryInfo {
	const url = process.env[REGISTRY_URL_VARIABLE];
	const npmrc = process.env[REGISTRY_NPMRC_VARIABLE];
	if (!url || !npmrc) {
		throw new Error(
			`No local registry: run through playwright.consumers.config.ts (its global setup starts one) or set ${REGISTRY_URL_VARIABLE} and ${REGISTRY_NPMRC_VARIABLE}.`
		);
	}
	return { url, env: { npm_config_userconfig: npmrc } };
}
