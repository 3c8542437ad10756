import { createClient, type Client } from '@blockyard/api-client';

import type { BlockyardHost } from './types';

const originOf = (url: string): string | undefined => {
	try {
		return new URL(url, globalThis.location?.href).origin;
	} catch {
		return undefined;
	}
};

/** The client for the site's own REST API (`wp/v2`, …), with the REST nonce. */
export function createSiteClient(host: BlockyardHost): Client {
	return createClient({ root: host.rest.root, nonce: host.rest.nonce });
}

/**
 * The client for the provider's namespaces (`wpcom/v2`, …). The REST nonce is the
 * site's: it goes along only when the provider root is on the site's own origin
 * (as inside WordPress), never to another host.
 */
export function createProviderClient(host: BlockyardHost): Client {
	const { root, providerRoot, nonce } = host.rest;
	const sameOrigin = originOf(providerRoot) !== undefined && originOf(providerRoot) === originOf(root);
	return createClient({ root: providerRoot, nonce: sameOrigin ? nonce : undefined });
}
